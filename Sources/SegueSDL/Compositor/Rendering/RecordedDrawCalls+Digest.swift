import CSDL2

extension RecordedDrawCalls {
    /// A 64-bit FNV-1a digest of the frame as SDL received it (Segue extension;
    /// `segue bench --digest`): for each call in order, whether it copies the
    /// flattened content, which texture it samples, how it blends (when not
    /// `SDL_BLENDMODE_BLEND`, so frames that only blend digest as they always did),
    /// and the bytes of its `SDL_Vertex`es and its indices.
    ///
    /// Textures are named by the order of their first use in the recording, not by
    /// their addresses, so two runs that draw the same frame give the same digest,
    /// and any change to a vertex's bits, an index, a colour, the draw calls' split
    /// or the textures' sharing changes it (short of a 64-bit collision). It is a
    /// check that two builds draw the same thing, not a checksum of the pixels: the
    /// textures' contents are not read.
    public var digest: UInt64 {
        var hash = FNV1aHash()
        var textureOrdinals: [OpaquePointer: UInt64] = [:]
        hash.add(UInt64(calls.count))
        vertices.withUnsafeBufferPointer { vertexBuffer in
            indices.withUnsafeBufferPointer { indexBuffer in
                for call in calls {
                    hash.add(call.copiesTexture ? 1 : 0)
                    if !call.copiesTexture, call.blendMode != SDL_BLENDMODE_BLEND {
                        hash.add(0xB1E0_0000 | UInt64(call.blendMode.rawValue))
                    }
                    if let texture = call.texture {
                        let ordinal = textureOrdinals[texture] ?? UInt64(textureOrdinals.count + 1)
                        textureOrdinals[texture] = ordinal
                        hash.add(ordinal)
                    } else {
                        hash.add(0)
                    }
                    hash.add(UInt64(call.vertexCount))
                    hash.add(UInt64(call.indexCount))
                    for vertex in vertexBuffer[call.vertexStart..<(call.vertexStart + call.vertexCount)] {
                        hash.add(UInt64(vertex.position.x.bitPattern) << 32 | UInt64(vertex.position.y.bitPattern))
                        hash.add(UInt64(vertex.tex_coord.x.bitPattern) << 32 | UInt64(vertex.tex_coord.y.bitPattern))
                        let colour = vertex.color
                        hash.add(UInt64(colour.r) << 24 | UInt64(colour.g) << 16 | UInt64(colour.b) << 8 | UInt64(colour.a))
                    }
                    for index in indexBuffer[call.indexStart..<(call.indexStart + call.indexCount)] {
                        hash.add(UInt64(UInt32(bitPattern: index)))
                    }
                }
            }
        }
        return hash.value
    }
}
