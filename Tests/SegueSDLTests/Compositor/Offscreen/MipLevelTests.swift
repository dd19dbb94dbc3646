import CSDL2
import Foundation
import Testing
import Segue
@testable import SegueSDL

/// Pre-filtered texture levels for renderers that sample the nearest texel: how a
/// level is made, which one a draw call picks, and what it changes on screen.
@MainActor @Suite(.serialized) struct MipLevelTests {
    typealias F = CompositorFixtures

    @Test func halvingAveragesColoursByAlphaAndAlphaPlainly() {
        // Red, transparent black, red, red: the transparent texel does not darken the red.
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 0, 0, 0,
                               255, 0, 0, 255, 255, 0, 0, 255]
        let half = MipLevelPixels.halved(pixels, width: 2, height: 2)
        #expect(half.width == 1 && half.height == 1)
        #expect(half.pixels == [255, 0, 0, 191])
        let clear = MipLevelPixels.halved([UInt8](repeating: 0, count: 16), width: 2, height: 2)
        #expect(clear.pixels == [0, 0, 0, 0])
    }

    @Test func oneAxisAndOddSidesHalveToTheSideRoundedUp() {
        // 3 × 1: grey levels 0, 100, 200, opaque.
        let row: [UInt8] = [0, 0, 0, 255, 100, 100, 100, 255, 200, 200, 200, 255]
        let across = MipLevelPixels.halved(row, width: 3, height: 1, horizontally: true, vertically: false)
        #expect(across.width == 2 && across.height == 1)
        #expect(across.pixels == [50, 50, 50, 255, 200, 200, 200, 255], "the odd last column averages with itself")
        let down = MipLevelPixels.halved(row, width: 3, height: 1, horizontally: false, vertically: true)
        #expect(down.width == 3 && down.height == 1 && down.pixels == row)
    }

    /// Two triangles mapping a whole `texture`-sized texture onto `rect`, its bottom
    /// edge slid `shear` pixels to the right (0: an axis-aligned rectangle).
    func levels(texture: (Int, Int), rect: CGRect, shear: CGFloat = 1,
                maximumLevel: Int = TextureCache.maximumLevel) -> MipLevelSelection {
        func vertex(_ x: CGFloat, _ y: CGFloat, _ u: Float, _ v: Float) -> SDL_Vertex {
            SDL_Vertex(position: SDL_FPoint(x: Float(x), y: Float(y)), color: SDL_Color(r: 255, g: 255, b: 255, a: 255),
                       tex_coord: SDL_FPoint(x: u, y: v))
        }
        let vertices = [vertex(rect.minX, rect.minY, 0, 0), vertex(rect.maxX, rect.minY, 1, 0),
                        vertex(rect.maxX + shear, rect.maxY, 1, 1), vertex(rect.minX + shear, rect.maxY, 0, 1)]
        let indices: [Int32] = [0, 1, 2, 0, 2, 3]
        return vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in
                MipLevelSelection.levels(vertices: v, indices: i, textureWidth: texture.0, textureHeight: texture.1,
                                         maximumLevel: maximumLevel)
            }
        }
    }

    @Test func theLevelFollowsHowMuchEachAxisIsSqueezed() {
        #expect(levels(texture: (64, 64), rect: CGRect(x: 3, y: 5, width: 64, height: 64)) == MipLevelSelection())
        #expect(levels(texture: (64, 64), rect: CGRect(x: 0, y: 0, width: 256, height: 200)) == MipLevelSelection(),
                "magnified: the image itself")
        #expect(levels(texture: (64, 64), rect: CGRect(x: 0, y: 0, width: 64, height: 16)) == MipLevelSelection(horizontal: 0, vertical: 2))
        #expect(levels(texture: (64, 64), rect: CGRect(x: 0, y: 0, width: 16, height: 32)) == MipLevelSelection(horizontal: 2, vertical: 1))
        #expect(levels(texture: (64, 64), rect: CGRect(x: 0, y: 0, width: 52, height: 64)) == MipLevelSelection(),
                "a little smaller rounds to the image itself")
        #expect(levels(texture: (1024, 1024), rect: CGRect(x: 0, y: 0, width: 2, height: 2), shear: 0.01, maximumLevel: 3)
                == MipLevelSelection(horizontal: 3, vertical: 3))
        #expect(levels(texture: (64, 64), rect: CGRect(x: 0, y: 0, width: 64, height: 0)) == MipLevelSelection(),
                "an edge-on quad has no area to decide by")
    }

    @Test func anAxisAlignedRectangleKeepsTheImageHowEverSmall() {
        // SDL draws it as a scaled copy, which filters by itself.
        #expect(levels(texture: (64, 64), rect: CGRect(x: 0, y: 0, width: 64, height: 16), shear: 0) == MipLevelSelection())
        #expect(levels(texture: (256, 256), rect: CGRect(x: 7, y: 9, width: 20, height: 30), shear: 0) == MipLevelSelection())
    }

    /// An 8 × 64 image of one-texel rows, alternately white and black.
    static let stripes: CGImage = {
        var pixels: [UInt8] = []
        for row in 0..<64 {
            let value: UInt8 = row.isMultiple(of: 2) ? 255 : 0
            for _ in 0..<8 { pixels += [value, value, value, 255] }
        }
        return CGImage(width: 8, height: 64, rgbaPixels: pixels)!
    }()

    /// The stripes on an 8 × 64 layer turned about its horizontal axis, in
    /// perspective, until it is about 16 pixels tall (a quarter of its rows), on the
    /// software renderer. (In perspective the quad is a trapezoid: SDL copies
    /// axis-aligned rectangles with its own scaling blit, which filters, but samples
    /// the nearest texel in any other triangle.)
    func squeezedStripes(mipLevels: Bool) throws -> PixelProbe {
        let root = F.stage(CGSize(width: 16, height: 24))
        let layer = F.layer(bounds: CGRect(x: 0, y: 0, width: 8, height: 64), position: CGPoint(x: 8, y: 12))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 200
        layer.transform = CATransform3DConcat(CATransform3DMakeRotation(acos(0.25), 1, 0, 0), perspective)
        layer.contents = Self.stripes
        root.addSublayer(layer)
        let canvas = try OffscreenCanvas(pixelWidth: 16, pixelHeight: 24)
        #expect(!canvas.compositor.samplesMipLevels, "off by default (FlipTextFilteringTests: worse for text)")
        canvas.compositor.samplesMipLevels = mipLevels
        return PixelProbe(image: try canvas.render(root, backgroundColor: F.black))
    }

    @Test func aSqueezedImageShowsTheAverageOfItsRowsNotEveryFourthRow() throws {
        let filtered = try squeezedStripes(mipLevels: true)
        let nearest = try squeezedStripes(mipLevels: false)
        var filteredGreys = Set<Int>(), nearestGreys = Set<Int>()
        for y in 8..<16 {
            filteredGreys.insert(filtered.bytes(8, y).0)
            nearestGreys.insert(nearest.bytes(8, y).0)
        }
        // Sampling the nearest texel picks single rows of the image: rows of pixels
        // far lighter or darker than the stripes' average, depending only on where
        // the sampling falls (the bands crawl as the layer turns).
        #expect(nearestGreys.contains { abs($0 - 128) > 40 }, "\(nearestGreys)")
        // The level halved twice in height averages each four rows: mid grey.
        #expect(filteredGreys.allSatisfy { abs($0 - 128) <= 2 }, "\(filteredGreys)")
    }

    @Test func levelsAreMadeOnceAndGoWithTheirImage() throws {
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 16, 16, 32, SDL_PIXELFORMAT_ABGR8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        let cache = TextureCache(renderer: renderer)
        var uploaded = false
        let base = try cache.texture(for: Self.stripes, levels: MipLevelSelection(), uploaded: &uploaded)
        #expect(uploaded)
        uploaded = false
        let level = try cache.texture(for: Self.stripes, levels: MipLevelSelection(horizontal: 0, vertical: 2), uploaded: &uploaded)
        #expect(uploaded && level != base)
        var width: Int32 = 0, height: Int32 = 0
        SDL_QueryTexture(level, nil, nil, &width, &height)
        #expect(width == 8 && height == 16)
        uploaded = false
        #expect(try cache.texture(for: Self.stripes, levels: MipLevelSelection(horizontal: 0, vertical: 2), uploaded: &uploaded) == level)
        #expect(!uploaded)
        // Asking for more halvings than a side has gives the smallest there is.
        let smallest = try cache.texture(for: Self.stripes, levels: MipLevelSelection(horizontal: 6, vertical: 6), uploaded: &uploaded)
        SDL_QueryTexture(smallest, nil, nil, &width, &height)
        #expect(width == 1 && height == 1)
        #expect(cache.count == 1)
        cache.removeAll()
        #expect(cache.count == 0)
    }
}
