import Foundation
import Segue

extension StudioTuning {
    /// A tuning that edits `object`'s own properties: the panel shows a row for each
    /// key path given, in the panel's order, starting at the property's current
    /// value; every change the panel makes is written back to the property, so the
    /// animator reads it at the start of its next transition. For an animator that
    /// keeps its timing in properties, as UIKit animators usually do:
    ///
    /// ```swift
    /// StudioTuning(tuning: animator, duration: \.duration, dampingRatio: \.dampingRatio)
    /// ```
    ///
    /// `object` is held weakly: once it is gone, changes go nowhere.
    public convenience init<Object: AnyObject>(
        tuning object: Object,
        duration: ReferenceWritableKeyPath<Object, TimeInterval>? = nil,
        dampingRatio: ReferenceWritableKeyPath<Object, CGFloat>? = nil,
        initialVelocity: ReferenceWritableKeyPath<Object, CGFloat>? = nil,
        curve: ReferenceWritableKeyPath<Object, UIView.AnimationCurve>? = nil,
        completionSpeed: ReferenceWritableKeyPath<Object, CGFloat>? = nil
    ) {
        var parameters: [Parameter] = []
        if duration != nil { parameters.append(.duration) }
        if dampingRatio != nil { parameters.append(.dampingRatio) }
        if initialVelocity != nil { parameters.append(.initialVelocity) }
        if curve != nil { parameters.append(.curve) }
        if completionSpeed != nil { parameters.append(.completionSpeed) }
        self.init(parameters: parameters,
                  duration: duration.map { object[keyPath: $0] } ?? 0.5,
                  dampingRatio: dampingRatio.map { object[keyPath: $0] } ?? 1,
                  initialVelocity: initialVelocity.map { object[keyPath: $0] } ?? 0,
                  curve: curve.map { object[keyPath: $0] } ?? .easeInOut,
                  completionSpeed: completionSpeed.map { object[keyPath: $0] } ?? 1)
        addObserver { [weak self, weak object] in
            guard let self, let object else { return }
            if let duration { object[keyPath: duration] = self.duration }
            if let dampingRatio { object[keyPath: dampingRatio] = self.dampingRatio }
            if let initialVelocity { object[keyPath: initialVelocity] = self.initialVelocity }
            if let curve { object[keyPath: curve] = self.curve }
            if let completionSpeed { object[keyPath: completionSpeed] = self.completionSpeed }
        }
    }
}
