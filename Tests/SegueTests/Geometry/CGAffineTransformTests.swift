import Foundation
import Testing
@testable import Segue

@Suite struct CGAffineTransformTests {
    static func isClose(_ t: CGAffineTransform, _ u: CGAffineTransform, tolerance: Double = 1e-12) -> Bool {
        let pairs: [(CGFloat, CGFloat)] = [(t.a, u.a), (t.b, u.b), (t.c, u.c), (t.d, u.d), (t.tx, u.tx), (t.ty, u.ty)]
        return pairs.allSatisfy { abs(Double($0.0 - $0.1)) <= tolerance }
    }

    static let sample = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

    @Test func initWithNoArgumentsIsAllZerosLikeCoreGraphicsNotTheIdentity() {
        let zero = CGAffineTransform()
        #expect(zero == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(!zero.isIdentity)
    }

    @Test func identityHasUnitDiagonalAndIsIdentity() {
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform(translationX: 0, y: 1e-300).isIdentity)
    }

    @Test func memberwiseInitStoresEachEntry() {
        let t = Self.sample
        #expect(t.a == 1 && t.b == 2 && t.c == 3 && t.d == 4 && t.tx == 5 && t.ty == 6)
    }

    @Test func rotationAngleInitHasCosineSineLayout() {
        let angle = 0.3
        let t = CGAffineTransform(rotationAngle: CGFloat(angle))
        #expect(t == CGAffineTransform(a: CGFloat(cos(angle)), b: CGFloat(sin(angle)),
                                       c: CGFloat(-sin(angle)), d: CGFloat(cos(angle)), tx: 0, ty: 0))
        // A quarter turn takes the x axis to the y axis (clockwise on a y-down screen).
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(p.x) < 1e-15 && abs(p.y - 1) < 1e-15)
    }

    @Test func scaleAndTranslationInitsFillTheExpectedEntries() {
        #expect(CGAffineTransform(scaleX: 2, y: 3) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        #expect(CGAffineTransform(translationX: 7, y: -8) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 7, ty: -8))
    }

    @Test func concatenatingIsTheRowVectorMatrixProduct() {
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        // | 1 2 0 |   | 7  8  0 |
        // | 3 4 0 | · | 9  10 0 |
        // | 5 6 1 |   | 11 12 1 |
        #expect(Self.sample.concatenating(t2) == CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        let translateThenScale = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        let scaleThenTranslate = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(CGPoint.zero.applying(translateThenScale) == CGPoint(x: 20, y: 0))
        #expect(CGPoint.zero.applying(scaleThenTranslate) == CGPoint(x: 10, y: 0))
    }

    @Test func translatedByActsBeforeTheReceiverInItsLocalSpace() {
        let t = Self.sample.translatedBy(x: 2, y: -3)
        #expect(t == CGAffineTransform(translationX: 2, y: -3).concatenating(Self.sample))
        // Translating a scaled transform moves by the scaled distance.
        #expect(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0).tx == 20)
    }

    @Test func scaledByActsBeforeTheReceiver() {
        let t = Self.sample.scaledBy(x: 2, y: -0.5)
        #expect(t == CGAffineTransform(scaleX: 2, y: -0.5).concatenating(Self.sample))
        #expect(CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 3, y: 3).tx == 10)
    }

    @Test func rotatedByActsBeforeTheReceiver() {
        let t = Self.sample.rotated(by: 0.7)
        #expect(Self.isClose(t, CGAffineTransform(rotationAngle: 0.7).concatenating(Self.sample)))
        #expect(CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2).tx == 10)
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(rotationAngle: 0.4).scaledBy(x: 2, y: -3).translatedBy(x: 5, y: 7)
        #expect(Self.isClose(t.concatenating(t.inverted()), .identity))
        #expect(Self.isClose(t.inverted().concatenating(t), .identity))
        #expect(Self.isClose(Self.sample.inverted(), CGAffineTransform(a: -2, b: 1, c: 1.5, d: -0.5, tx: 1, ty: -2)))
    }

    @Test func invertingASingularTransformReturnsItUnchangedWithoutDiagnostic() {
        let collector = SegueDiagnostics.Collector()
        SegueDiagnostics.$sink.withValue(collector.sink) {
            let flat = CGAffineTransform(scaleX: 0, y: 2).translatedBy(x: 3, y: 4)
            #expect(flat.inverted() == flat)
            #expect(CGAffineTransform().inverted() == CGAffineTransform())
            let collinear = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
            #expect(collinear.inverted() == collinear)
        }
        #expect(collector.messages.isEmpty)
    }

    @Test func codableUsesAppleArchiveFormatOfSixNumbers() throws {
        let data = try JSONEncoder().encode(Self.sample)
        #expect(String(decoding: data, as: UTF8.self) == "[1,2,3,4,5,6]")
        let decoded = try JSONDecoder().decode(CGAffineTransform.self, from: data)
        #expect(decoded == Self.sample)
    }

    @Test func decodingTooFewNumbersThrows() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CGAffineTransform.self, from: Data("[1,2,3]".utf8))
        }
    }

    @Test func equalTransformsHashEqually() {
        let set: Set<CGAffineTransform> = [Self.sample, CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6), .identity]
        #expect(set.count == 2)
        #expect(Self.sample != .identity)
    }
}
