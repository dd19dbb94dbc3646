import CSDL2
import Testing
@testable import SegueSDL

/// `PixelRounding.nearestAwayFromZero` is `Int(x.rounded())` exactly, and a
/// `CompositedVertex` is laid out as SDL's `SDL_Vertex` (the conversion copies one
/// onto the other).
@Suite struct PixelRoundingTests {
    @Test func nearestAwayFromZeroIsTheLibraryRounding() {
        var values: [Float] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, 0.49999997, -0.49999997, 0.50000006,
                               1, -1, 8_388_607.5, -8_388_607.5, 8_388_608, -8_388_608, 8_388_609, 16_777_216,
                               Float.leastNonzeroMagnitude, -Float.leastNonzeroMagnitude, 1e9, -1e9]
        // Every half and its neighbours up to a few thousand, and a sweep of bit
        // patterns across the magnitudes that matter.
        for k in -4096...4096 {
            let half = Float(k) + 0.5
            values += [half, half.nextUp, half.nextDown, Float(k), Float(k).nextUp, Float(k).nextDown]
        }
        var bits: UInt32 = 0x3000_0000
        while bits < 0x4C00_0000 {
            values += [Float(bitPattern: bits), -Float(bitPattern: bits)]
            bits &+= 0x0001_3579
        }
        for x in values {
            #expect(PixelRounding.nearestAwayFromZero(x) == Int(x.rounded()), "\(x)")
        }
    }

    @Test func aCompositedVertexIsLaidOutAsAnSDLVertex() {
        typealias C = CompositedVertex
        #expect(MemoryLayout<C>.size == MemoryLayout<SDL_Vertex>.size)
        #expect(MemoryLayout<C>.stride == MemoryLayout<SDL_Vertex>.stride)
        #expect(MemoryLayout<C>.alignment == MemoryLayout<SDL_Vertex>.alignment)
        #expect(MemoryLayout<C>.offset(of: \.x) == MemoryLayout<SDL_Vertex>.offset(of: \.position.x))
        #expect(MemoryLayout<C>.offset(of: \.y) == MemoryLayout<SDL_Vertex>.offset(of: \.position.y))
        #expect(MemoryLayout<C>.offset(of: \.red) == MemoryLayout<SDL_Vertex>.offset(of: \.color.r))
        #expect(MemoryLayout<C>.offset(of: \.green) == MemoryLayout<SDL_Vertex>.offset(of: \.color.g))
        #expect(MemoryLayout<C>.offset(of: \.blue) == MemoryLayout<SDL_Vertex>.offset(of: \.color.b))
        #expect(MemoryLayout<C>.offset(of: \.alpha) == MemoryLayout<SDL_Vertex>.offset(of: \.color.a))
        #expect(MemoryLayout<C>.offset(of: \.u) == MemoryLayout<SDL_Vertex>.offset(of: \.tex_coord.x))
        #expect(MemoryLayout<C>.offset(of: \.v) == MemoryLayout<SDL_Vertex>.offset(of: \.tex_coord.y))
    }
}
