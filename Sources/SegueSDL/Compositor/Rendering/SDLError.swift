import CSDL2

/// SDL's message for the last failed call (`SDL_GetError`), or a placeholder when
/// SDL left none.
func currentSDLError() -> String {
    guard let message = SDL_GetError() else { return "no error message" }
    let text = String(cString: message)
    return text.isEmpty ? "no error message" : text
}
