@testable import SegueSDL
import Testing

@Suite struct SDLHostErrorTests {
    @Test func oneLineWithTheCallTheReasonAndTheHint() {
        let error = SDLHostError(operation: "SDL_Init(SDL_INIT_VIDEO)", reason: "x11 not available", hint: "DISPLAY is unset")
        #expect(error.description == "SDL_Init(SDL_INIT_VIDEO) failed: x11 not available; DISPLAY is unset")
        #expect(SDLHostError(operation: "SDL_CreateWindow", reason: "out of memory").description == "SDL_CreateWindow failed: out of memory")
    }

    @Test func millisecondsRoundUpAndStayBounded() {
        #expect(SDLHost.milliseconds(0.0101) == 11)
        #expect(SDLHost.milliseconds(-1) == 0)
        #expect(SDLHost.milliseconds(.infinity) == 0)
        #expect(SDLHost.milliseconds(1e9) == 60_000)
    }
}
