import CSDL2

/// SDL's description of the last failure on this thread (`SDL_GetError`), or a
/// placeholder when SDL left it empty, so a message never ends in a bare colon.
func sdlErrorText() -> String {
    SDLThreadState.releaseWhenThreadEnds()
    guard let text = SDL_GetError() else { return "no reason given by SDL" }
    let message = String(cString: text)
    return message.isEmpty ? "no reason given by SDL" : message
}
