import Testing
@testable import SegueSDL

@Suite struct SDLLibraryVersionTests {
    @Test func linkedLibraryIsSDL2WithRenderGeometry() {
        let version = SDLLibraryVersion.linked
        #expect(version.major == 2)
        #expect(version.hasRenderGeometry, "SDL \(version) predates SDL_RenderGeometry (2.0.18)")
    }

    @Test func versionsBeforeTwoZeroEighteenLackRenderGeometry() {
        #expect(!SDLLibraryVersion(major: 2, minor: 0, patch: 17).hasRenderGeometry)
        #expect(SDLLibraryVersion(major: 2, minor: 26, patch: 5).description == "2.26.5")
    }
}
