extension Help {
  public static let diff = """
    axsim diff: what changed between two versions of a scene.

    USAGE
      axsim diff OLD NEW [--format text|json] [--exit-code] [--no-hints]
                 [text size and display settings]

    For the first screens, and every other screen with the same id in both, and for each
    technology (VoiceOver's stops and what it speaks at each, Switch Control's scanned
    items, Full Keyboard Access's focusable items): the counts before and after ("5 stops →
    1 stop") and each stop added, removed, moved, spoken differently or doing something else
    when activated (the screen it opens, where focus goes, and where when that closes).
    Stops are matched by element id, else by label, else by their place in the order; a
    control with no partner whose name is a custom action of a stop on the other side is
    paired with it ("Reply: button → custom action of ..."). Then the findings that 'axsim
    audit' gives (every rule, by rule id and element) fixed, introduced and moved.

    The text is Markdown for a pull request comment: scene text is sanitized and set in code
    spans. --format json prints {"format":"axsim-diff/1", ...} (Docs/Output.md,
    Docs/Schemas/diff.schema.json).

    Exit status: 0 whether or not the scenes differ; with --exit-code, 1 when they differ
    (as 'git diff --exit-code'); 2 for bad input.

    Example:
      axsim diff Scenes/action-row-before.json5 Scenes/action-row-after.json5

    """

  public static let compare = """
    axsim compare: two versions of a scene side by side in the app.

    USAGE
      axsim compare BEFORE AFTER [--technology T] [--keymap FILE] [--no-hints] [--no-color]
                    [text size and display settings]

    Each side shows its wireframe and what is spoken; the header counts each side's stops
    ("Before: 5 stops · After: 1 stop"). The navigation keys of the technology in use drive
    both sides at once: after each key, the other side moves to the partner of the element
    the before side reached (the same id, else the same label, else the same place in the
    order), or to the row whose custom action it became, and says so when there is none.
    After the other keys, the after side notes where it ends up apart from the before side
    (another screen, focus elsewhere). 't' switches the technology on both sides; '?' shows
    the keys; 'q' quits.

    """
}
