@testable import Segue

/// What the tests read of an arena's current layout.
extension AnimationArena {
    /// How many layers have animations.
    var animatedLayerCount: Int { layout.runs.count }
    /// How many groups are evaluated in place.
    var inPlaceGroupCount: Int {
        layout.animations.indices.reduce(0) { $0 + (layout.animations[$1].values == .group ? 1 : 0) }
    }
    /// How many 8-byte words the presentation store's slots take.
    var presentationWordCount: Int { layout.store.columns.words.count }
    /// How many group members are read from the arena's own columns.
    var inPlaceMemberCount: Int {
        layout.groupMembers.indices.reduce(0) { $0 + (layout.groupMembers[$1].values == .entry ? 0 : 1) }
    }
    /// How many scalar keyframe tracks are evaluated from the arena's own columns.
    var keyframeTrackCount: Int { layout.keyframeTracks.count }
    /// How many timing classes of group members are evaluated per tick.
    var memberClassCount: Int {
        layout.timingClasses.indices.reduce(0) { $0 + (layout.timingClasses[$1].parentClass >= 0 ? 1 : 0) }
    }
    /// How many clocks are computed per tick.
    var clockCount: Int { layout.clockParents.count }
    /// How many timing classes of the layers' animations are evaluated per tick.
    var timingClassCount: Int { layout.timingClasses.count - memberClassCount }
    /// The timing class of each animation of a layer, in the order added (-1 for a
    /// driven one); empty when the layer has no run.
    func timingClasses(of layer: CALayer) -> [Int] {
        guard let run = layout.runLayers.firstIndex(where: { $0 === layer }) else { return [] }
        return layout.runs[run].animations.map { Int(layout.animations[$0].timingClass) }
    }
}
