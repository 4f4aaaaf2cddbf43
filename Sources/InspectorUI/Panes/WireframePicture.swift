import AssistiveTechnologies
import InspectorCore
import SceneModel
import TerminalCanvas

/// The one renderer of the device picture: the Screen pane, the in-app variants view (`V`),
/// `axsim variants` and the review report all draw a screen through `draw`, so the same
/// screen at the same size and width is the same picture everywhere (one projection, one
/// row layout, `▸` for a pane short of columns, `…` only for the layout's truncation).
///
/// A column is kept free at each side of the device (when the picture is at least 12
/// columns wide): the gutter a ring's side or a group's outline is drawn in beside a
/// full-width row; with the order overlay the left one is as wide as the largest number.
enum WireframePicture {
  /// A drawn picture, with what the pane's border and the tests need to know about it.
  struct Drawn {
    var grid: Grid
    /// Which marks it drew, for the legend.
    var marks: WireframePane.LayoutMarks
    /// The cells of content, which no highlight changed but by role.
    var content: ContentMask
    /// Where the device landed and how far it is scrolled.
    var projection: WireframeProjection
  }

  /// The cells the device is drawn in, inside a picture of `size`.
  static func device(in size: Size, overlay: Bool = false, stops: Int = 0) -> Rect {
    var left = 0
    var right = 0
    if size.width >= 12 {
      left = overlay ? max(1, String(max(1, stops)).count) : 1
      right = 1
    }
    return Rect(x: left, y: 0, width: max(0, size.width - left - right), height: max(0, size.height))
  }

  /// The projection of `runtime`'s screens into `device`: the device's width across, its
  /// height in the rows there are but never under one row per 33 pt (the picture scrolls to
  /// the highlight instead).
  static func projection(_ runtime: SceneRuntime, index: SpatialIndex, device: Rect) -> WireframeProjection {
    WireframeProjection(
      deviceWidth: runtime.scene.device.width, deviceHeight: runtime.scene.device.height,
      contentHeight: index.maxY, area: device)
  }

  /// `vo`'s visible screens as a picture of `size`, with `highlight`'s marks, scrolled to
  /// keep them in view.
  static func draw(
    _ vo: VoiceOver, size: Size, highlight: WireframeHighlight, overlay: Bool = false, ascii: Bool = false,
    warned: Set<ElementIndex> = [], noted: Set<ElementIndex> = [], maxLayer: Int? = nil
  ) -> Drawn {
    let runtime = vo.runtime
    let index = SpatialIndexCache.shared.index(for: runtime)
    let device = device(in: size, overlay: overlay, stops: vo.tree.stops.count)
    var projection = projection(runtime, index: index, device: device)
    var grid = Grid(size: size)
    var content = ContentMask(size: size)
    let marks = WireframePane.draw(
      vo, index: index, projection: &projection, overlay: overlay, highlight: highlight, maxLayer: maxLayer,
      ascii: ascii, warned: warned, noted: noted, into: &grid, content: { content = $0 })
    return Drawn(grid: grid, marks: marks, content: content, projection: projection)
  }
}
