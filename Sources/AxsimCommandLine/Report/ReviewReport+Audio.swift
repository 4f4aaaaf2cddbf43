/// The walk's audio in the HTML report (`axsim report --audio`): one `<audio>` element with
/// the sound as a `data:` URI, and the transcript's lines as buttons that play from their
/// step. Seeking needs a few lines of inline script (the only script a report ever has;
/// Docs/Decisions.md, "Audio in the report"); without scripts the player still plays the
/// whole walk.
extension ReviewReport {
  static let audioStyle = """
    .walk button { display: block; width: 100%; text-align: left; font: 13px/1.25 ui-monospace, "DejaVu Sans Mono", monospace; white-space: pre; background: #f4f4f6; border: 0; padding: 0 .75rem; cursor: pointer; color: inherit; }
    .walk button:hover, .walk button:focus { background: #dde3f0; }
    .walk button.silent { cursor: default; }
    audio { width: 100%; }
    """

  static let audioScript = """
    <script>
    for (const line of document.querySelectorAll(".walk button[data-start]")) {
      line.addEventListener("click", () => {
        const audio = document.getElementById("walk-audio");
        audio.currentTime = Number(line.dataset.start);
        audio.play();
      });
    }
    </script>

    """

  /// The audio player, then each transcript line as a button that plays from its step
  /// (the step number leads the line).
  static func audioTranscript(_ lines: [String], _ audio: WalkAudio) -> String {
    let h = HTMLText.escape
    var out = "<p>Audio of this walk (\(StableOutput.seconds((audio.duration * 10).rounded() / 10)) s; \(h(audio.made))). Each line plays from its step.</p>\n"
    out += "<audio id=\"walk-audio\" controls preload=\"auto\" src=\"\(audio.dataURI)\"></audio>\n"
    out += "<div class=\"walk\">\n"
    for line in lines {
      let number = Int(line.drop { $0 == " " }.prefix { $0.isNumber })
      if let number, let start = audio.starts[number] {
        let seconds = StableOutput.seconds(start)
        out += "<button type=\"button\" data-start=\"\(seconds)\" title=\"Play from step \(number) (\(seconds) s)\">\(h(line))</button>\n"
      } else {
        out += "<button type=\"button\" class=\"silent\" disabled>\(h(line))</button>\n"
      }
    }
    return out + "</div>\n"
  }
}
