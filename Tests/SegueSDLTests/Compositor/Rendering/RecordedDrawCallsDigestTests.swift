import CSDL2
import Testing
@testable import SegueSDL

/// `RecordedDrawCalls.digest`: equal for the same draw calls whatever the textures'
/// addresses, different for any change to what SDL would receive.
@Suite struct RecordedDrawCallsDigestTests {
    /// A stand-in texture handle: the digest never dereferences it.
    static func texture(_ address: Int) -> OpaquePointer { OpaquePointer(bitPattern: address)! }

    static func vertex(_ x: Float, _ y: Float, u: Float = 0, v: Float = 0, alpha: UInt8 = 255) -> SDL_Vertex {
        SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: SDL_Color(r: 10, g: 20, b: 30, a: alpha),
                   tex_coord: SDL_FPoint(x: u, y: v))
    }

    /// Two triangles with one texture, two with another, then the copy of flattened content.
    static func recording(textures: (OpaquePointer, OpaquePointer) = (texture(0x1000), texture(0x2000)),
                          vertices: [SDL_Vertex]? = nil, indices: [Int32]? = nil,
                          splitFirstCall: Bool = false, copies: Bool = true) -> RecordedDrawCalls {
        let vertices = vertices ?? [vertex(0, 0), vertex(10, 0, u: 1), vertex(0, 10, v: 1), vertex(10, 10, u: 1, v: 1),
                                    vertex(20, 20), vertex(30, 20), vertex(20, 30), vertex(30, 30)]
        let indices = indices ?? [0, 1, 2, 1, 3, 2, 0, 1, 2, 1, 3, 2]
        var calls: [RecordedDrawCalls.Call]
        if splitFirstCall {
            calls = [RecordedDrawCalls.Call(texture: textures.0, vertexStart: 0, vertexCount: 4, indexStart: 0, indexCount: 3),
                     RecordedDrawCalls.Call(texture: textures.0, vertexStart: 0, vertexCount: 4, indexStart: 3, indexCount: 3)]
        } else {
            calls = [RecordedDrawCalls.Call(texture: textures.0, vertexStart: 0, vertexCount: 4, indexStart: 0, indexCount: 6)]
        }
        calls.append(RecordedDrawCalls.Call(texture: textures.1, vertexStart: 4, vertexCount: 4, indexStart: 6, indexCount: 6))
        if copies {
            calls.append(RecordedDrawCalls.Call(texture: texture(0x3000), vertexStart: 0, vertexCount: 0, indexStart: 0,
                                                indexCount: 0, copiesTexture: true))
        }
        return RecordedDrawCalls(vertices: vertices, indices: indices, calls: calls, images: [])
    }

    @Test func theSameCallsGiveTheSameDigestWhateverTheTexturesAddresses() {
        let first = Self.recording()
        #expect(first.digest == Self.recording().digest)
        #expect(first.digest == Self.recording(textures: (Self.texture(0x9000), Self.texture(0x5000))).digest)
    }

    @Test func sharingATextureIsPartOfTheDigest() {
        let shared = Self.texture(0x1000)
        #expect(Self.recording().digest != Self.recording(textures: (shared, shared)).digest)
    }

    @Test func anyChangeToWhatSDLReceivesChangesTheDigest() {
        let base = Self.recording().digest
        var vertices = Self.recording().vertices
        vertices[5].position.x = vertices[5].position.x.nextUp
        #expect(Self.recording(vertices: vertices).digest != base, "one ulp of one position")
        vertices = Self.recording().vertices
        vertices[2].tex_coord.y = vertices[2].tex_coord.y.nextDown
        #expect(Self.recording(vertices: vertices).digest != base, "one ulp of one texture coordinate")
        vertices = Self.recording().vertices
        vertices[7].color.a = 254
        #expect(Self.recording(vertices: vertices).digest != base, "one colour channel")
        vertices = Self.recording().vertices
        vertices[0].position.x = -0.0
        #expect(Self.recording(vertices: vertices).digest != base, "−0 is not 0")
        #expect(Self.recording(indices: [0, 2, 1, 1, 3, 2, 0, 1, 2, 1, 3, 2]).digest != base, "winding")
        #expect(Self.recording(splitFirstCall: true).digest != base, "the calls' split")
        #expect(Self.recording(copies: false).digest != base, "the copy of flattened content")
    }

    @Test func drawingWithoutBlendingIsPartOfTheDigestAndBlendingDigestsAsItAlwaysDid() {
        let blending = Self.recording()
        // The value a recording made before calls had a blend mode digests to
        // (FNV-1a over the same words), so older builds' digest files still compare.
        var unblended = blending.calls
        unblended[0].blendMode = SDL_BLENDMODE_NONE
        let opaque = RecordedDrawCalls(vertices: blending.vertices, indices: blending.indices, calls: unblended, images: [])
        #expect(opaque.digest != blending.digest, "an opaque image drawn without blending")
        #expect(blending.calls.allSatisfy { $0.blendMode == SDL_BLENDMODE_BLEND }, "blending unless told")
    }

    @Test func anEmptyFrameHasADigestToo() {
        let empty = RecordedDrawCalls(vertices: [], indices: [], calls: [], images: [])
        #expect(empty.digest == RecordedDrawCalls(vertices: [], indices: [], calls: [], images: []).digest)
        #expect(empty.digest != Self.recording().digest)
    }

    @Test func fnv1aMatchesItsReferenceValues() {
        // FNV-1a 64 of the eight bytes 0x61 ("a") then seven zeros, byte by byte.
        var reference: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte: UInt64 in [0x61, 0, 0, 0, 0, 0, 0, 0] { reference = (reference ^ byte) &* 0x100_0000_01b3 }
        var hash = FNV1aHash()
        hash.add(0x61)
        #expect(hash.value == reference)
        // The published FNV-1a 64 of the single byte "a".
        #expect((0xcbf2_9ce4_8422_2325 ^ 0x61) &* UInt64(0x100_0000_01b3) == 0xaf63_dc4c_8601_ec8c)
    }
}
