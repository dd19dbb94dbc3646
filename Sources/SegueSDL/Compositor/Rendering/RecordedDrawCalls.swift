import CSDL2
import Segue

/// The `SDL_RenderGeometry` calls of one composited frame, copied exactly as SDL
/// received them (Segue extension; ``LayerCompositor/recordSubmittedDrawCalls()``).
///
/// Replaying them draws the same pixels with no engine work at all — no tick, no
/// tree walk, no tessellation — which is the floor `segue bench --raw` compares the
/// engine against. The textures are the compositor's: a recording keeps the
/// frame's images alive (so the cache keeps their textures), and must not be
/// replayed after the compositor released its textures or the renderer is gone.
public struct RecordedDrawCalls {
    /// One `SDL_RenderGeometry` call: a texture (nil: untextured) and ranges of the
    /// recording's vertices and indices (indices relative to `vertexStart`); or,
    /// with `copiesTexture`, the `SDL_RenderCopy` of the compositor's flattened
    /// content over the whole target.
    struct Call {
        var texture: OpaquePointer?
        var vertexStart: Int
        var vertexCount: Int
        var indexStart: Int
        var indexCount: Int
        var copiesTexture = false
        /// How a textured call blends: `SDL_BLENDMODE_NONE` for an opaque image
        /// drawn at full opacity, else `SDL_BLENDMODE_BLEND`.
        var blendMode = SDL_BLENDMODE_BLEND
    }

    let vertices: [SDL_Vertex]
    let indices: [Int32]
    let calls: [Call]
    /// Held so the textures outlive the frame.
    let images: [CGImage]

    /// The number of draw calls (`SDL_RenderGeometry`, and the copy of flattened content).
    public var callCount: Int { calls.count }
    /// The number of vertices handed to SDL.
    public var vertexCount: Int { vertices.count }
    /// The number of triangles handed to SDL.
    public var triangleCount: Int { indices.count / 3 }

    /// Makes the same calls on `renderer` (the compositor's, or one sharing its
    /// textures): `SDL_BLENDMODE_BLEND` as the draw blend mode, then each
    /// `SDL_RenderGeometry` in order, each texture set to the call's blend mode.
    /// Does not clear or present. Returns SDL's message for the first call that
    /// failed, or nil.
    @discardableResult
    public func replay(on renderer: OpaquePointer) -> String? {
        guard SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) == 0 else {
            return "SDL_SetRenderDrawBlendMode failed: \(sdlErrorText())"
        }
        var failure: String?
        vertices.withUnsafeBufferPointer { vertexBuffer in
            indices.withUnsafeBufferPointer { indexBuffer in
                guard let vertexBase = vertexBuffer.baseAddress, let indexBase = indexBuffer.baseAddress else { return }
                for call in calls {
                    if call.copiesTexture {
                        if SDL_RenderCopy(renderer, call.texture, nil, nil) != 0 && failure == nil {
                            failure = "SDL_RenderCopy failed: \(sdlErrorText())"
                        }
                        continue
                    }
                    if let texture = call.texture, SDL_SetTextureBlendMode(texture, call.blendMode) != 0, failure == nil {
                        failure = "SDL_SetTextureBlendMode failed: \(sdlErrorText())"
                    }
                    let result = SDL_RenderGeometry(renderer, call.texture,
                                                    vertexBase + call.vertexStart, Int32(call.vertexCount),
                                                    indexBase + call.indexStart, Int32(call.indexCount))
                    if result != 0 && failure == nil { failure = "SDL_RenderGeometry failed: \(sdlErrorText())" }
                }
            }
        }
        return failure
    }
}
