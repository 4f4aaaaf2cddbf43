// Generated from Keymaps/*.keymap by .ci/sync-keymap. Do not edit; edit the .keymap files
// and run .ci/sync-keymap (a test checks that they are equal).

/// The built-in default keymap: the text of Keymaps/default.keymap.
public enum DefaultKeymap {
  /// The name `--keymap` and error messages use for it.
  public static let name = "default"
  /// The file text.
  public static let source = ##"""
# axsim default keymap.
#
# Lines are `command.id = key, key`. Sections are contexts: [global] is always active;
# [voiceover], [switch], [keyboard] and [voice-control] only while that technology is on
# (and tried before [global]); [speech] is tried before them while the Speech pane has
# focus. Key syntax: `ctrl+alt+shift+<key>`, for example `shift+tab`, `ctrl+l`, `f6`, `?`,
# and `tab+<key>` for a Full Keyboard Access Tab chord. Write `comma` for the ',' key and
# `none` to leave a command unbound.
# The full list of commands and keys is in Docs/Keymaps.md.
#
# Copy this file to ~/.config/axsim/keymap and change only the lines you want: a user
# keymap replaces the keys of the commands it names and keeps the rest.

format axsim-keymap/1

[voiceover]
# Swipes: arrows move like a finger on the screen.
voiceover.next              = right
voiceover.previous          = left
voiceover.rotorItemNext     = down
voiceover.rotorItemPrevious = up
voiceover.first             = home
voiceover.last              = end
# Taps and gestures.
voiceover.activate          = enter, space
voiceover.escape            = escape, backspace
voiceover.magicTap          = m
voiceover.readAll           = a
voiceover.readFromHere      = r
# The rotor: turn it with Tab (or the bracket keys), then pick items with up and down.
voiceover.rotorNext         = tab, ]
voiceover.rotorPrevious     = shift+tab, [
# Adjustable elements (sliders, steppers): `=` is `+` without shift.
voiceover.increment         = +, =
voiceover.decrement         = -
# Settings and finding things.
voiceover.toggleHints       = h
voiceover.search            = /

[switch]
# While Switch Control is on. Keys stand for switches: Space is the Select switch, Tab the
# Move switch (manual and step scanning; in auto scanning it skips ahead).
switch.select               = space, enter
switch.move                 = tab, down
switch.moveBack             = shift+tab, up
# Settings a reviewer changes during a session, without a restart.
switch.style                = s
switch.slower               = -
switch.faster               = +, =
switch.groups               = g
switch.tapBehavior          = b
switch.speech               = v
switch.glidingCursor        = p
switch.glideSelection       = P

[keyboard]
# While Full Keyboard Access is on: the device's default commands. Tab chords (Tab-Z on
# the device: hold Tab, press Z) are `tab+z` here: press Tab, then Z within half a second.
keyboard.moveForward        = tab
keyboard.moveBackward       = shift+tab
keyboard.moveUp             = up
keyboard.moveDown           = down
keyboard.moveLeft           = left
keyboard.moveRight          = right
keyboard.activate           = space
keyboard.exit               = escape
# Terminals rarely send Control-Tab: ^N and ^P stand in for it.
keyboard.nextItem           = ctrl+tab, ctrl+n
keyboard.previousItem       = ctrl+shift+tab, ctrl+p
keyboard.moveToBeginning    = tab+left
keyboard.moveToEnd          = tab+right
keyboard.actions            = tab+z
keyboard.help               = tab+h
keyboard.gestures           = tab+g
keyboard.find               = tab+f
keyboard.back               = tab+b
# Fn (the Globe key) never reaches a terminal: Alt stands in for it.
keyboard.home               = alt+h
keyboard.appSwitcher        = alt+up
keyboard.controlCenter      = alt+c
keyboard.notificationCenter = alt+n
keyboard.siri               = alt+s

[voice-control]
# While Voice Control is on. What is said is typed: Enter or Space opens the command line
# (Enter says the phrase, Up/Down go through what was said, Tab completes a name on the
# screen, Esc closes it). A few phrases have keys of their own.
voicecontrol.say            = enter, space, /
voicecontrol.showNumbers    = 1
voicecontrol.showNames      = 2
voicecontrol.showGrid       = 3
voicecontrol.hide           = escape
voicecontrol.whatToSay      = h
voicecontrol.goBack         = backspace

[global]
app.nextTechnology          = t, f2
app.help                    = ?, f1
app.quit                    = q, ctrl+c
app.caption                 = c
app.audio                   = !, f8
app.presenter               = f5
app.orderOverlay            = o
app.nextPane                = \, f6
app.previousPane            = |, shift+f6
app.save                    = w
app.report                  = W
app.reload                  = R, ctrl+r
app.largerText              = >
app.smallerText             = <
app.largerAccessibilitySizes = L
app.variants                = V
app.problems                = e
app.audit                   = U
app.searchNext              = n
app.searchPrevious          = N
# Display settings: capitals, so no technology's keys shadow them.
display.reduceMotion        = M
display.preferCrossFade     = X
display.boldText            = B
display.buttonShapes        = S
display.increaseContrast    = C
display.reduceTransparency  = T
display.differentiateWithoutColor = D
display.smartInvert         = I
display.dark                = A
app.redraw                  = ctrl+l
# Review notes: on the focused element, on the screen, and the list of them.
app.note                    = ;
app.screenNote              = :
app.notes                   = "
# The step-by-step transcript so far, as w saves it.
app.transcript              = '

[speech]
# Only while the Speech pane has focus (\ moves focus): these win over [voiceover].
speech.scrollUp             = up
speech.scrollDown           = down
speech.pageUp               = pageup
speech.pageDown             = pagedown
speech.end                  = end

"""##
}

/// The keymaps shipped in Keymaps/, compiled in so axsim works from any directory.
public enum ShippedKeymaps {
  /// The names (file names without `.keymap`), default first.
  public static let names = ["default", "vim", "voiceover-keyboard"]

  /// The text of `Keymaps/<name>.keymap`, or nil for another name.
  public static func source(named name: String) -> String? {
    name == DefaultKeymap.name ? DefaultKeymap.source : others[name]
  }

  private static let others: [String: String] = [
    "vim": ##"""
# axsim keymap for vim hands: h/l move, j/k pick rotor items, nothing needs arrows.
#
# The arrows and the other default keys still work where they do not clash. Use it with
# `axsim --keymap Keymaps/vim.keymap` (or `--keymap vim`, which is built in).

format axsim-keymap/1

[voiceover]
voiceover.previous          = h, left
voiceover.next              = l, right
voiceover.rotorItemNext     = j, down
voiceover.rotorItemPrevious = k, up
voiceover.first             = g, home
voiceover.last              = G, end
voiceover.activate          = enter, space
voiceover.escape            = escape, backspace
# Turn the rotor with ] and [ (or Tab), like jumping between sections in vim.
voiceover.rotorNext         = ], tab
voiceover.rotorPrevious     = [, shift+tab
voiceover.increment         = +, =
voiceover.decrement         = -
voiceover.readAll           = a
voiceover.readFromHere      = r
voiceover.magicTap          = m
# h moves, so hints are on i (for info).
voiceover.toggleHints       = i
voiceover.search            = /

[switch]
# While Switch Control is on. Keys stand for switches: Space is the Select switch, Tab the
# Move switch (manual and step scanning; in auto scanning it skips ahead).
switch.select               = space, enter
switch.move                 = tab, j, down
switch.moveBack             = shift+tab, k, up
# Settings a reviewer changes during a session, without a restart.
switch.style                = s
switch.slower               = -
switch.faster               = +, =
switch.groups               = g
switch.tapBehavior          = b
switch.speech               = v
switch.glidingCursor        = p
switch.glideSelection       = P

[keyboard]
# While Full Keyboard Access is on: the device's default commands. Tab chords (Tab-Z on
# the device: hold Tab, press Z) are `tab+z` here: press Tab, then Z within half a second.
keyboard.moveForward        = tab
keyboard.moveBackward       = shift+tab
keyboard.moveUp             = k, up
keyboard.moveDown           = j, down
keyboard.moveLeft           = h, left
keyboard.moveRight          = l, right
keyboard.activate           = space
keyboard.exit               = escape
# Terminals rarely send Control-Tab: ^N and ^P stand in for it.
keyboard.nextItem           = ctrl+tab, ctrl+n
keyboard.previousItem       = ctrl+shift+tab, ctrl+p
keyboard.moveToBeginning    = tab+left
keyboard.moveToEnd          = tab+right
keyboard.actions            = tab+z
keyboard.help               = tab+h
keyboard.gestures           = tab+g
keyboard.find               = tab+f
keyboard.back               = tab+b
# Fn (the Globe key) never reaches a terminal: Alt stands in for it.
keyboard.home               = alt+h
keyboard.appSwitcher        = alt+up
keyboard.controlCenter      = alt+c
keyboard.notificationCenter = alt+n
keyboard.siri               = alt+s

[voice-control]
# While Voice Control is on. What is said is typed: Enter or Space opens the command line
# (Enter says the phrase, Up/Down go through what was said, Tab completes a name on the
# screen, Esc closes it). A few phrases have keys of their own.
voicecontrol.say            = enter, space, /
voicecontrol.showNumbers    = 1
voicecontrol.showNames      = 2
voicecontrol.showGrid       = 3
voicecontrol.hide           = escape
voicecontrol.whatToSay      = h
voicecontrol.goBack         = backspace

[global]
app.nextTechnology          = t, f2
app.help                    = ?, f1
app.quit                    = q, ctrl+c
app.caption                 = c
app.audio                   = !, f8
app.presenter               = f5
app.orderOverlay            = o
# ctrl+w moves between panes, as between vim windows.
app.nextPane                = ctrl+w, f6
app.previousPane            = W, shift+f6
app.save                    = w
app.report                  = f7
app.reload                  = R, ctrl+r
app.largerText              = >
app.smallerText             = <
app.largerAccessibilitySizes = L
app.variants                = V
app.problems                = e
app.audit                   = U
app.searchNext              = n
app.searchPrevious          = N
# Display settings: capitals, so no technology's keys shadow them.
display.reduceMotion        = M
display.preferCrossFade     = X
display.boldText            = B
display.buttonShapes        = S
display.increaseContrast    = C
display.reduceTransparency  = T
display.differentiateWithoutColor = D
display.smartInvert         = I
display.dark                = A
app.redraw                  = ctrl+l
# Review notes: on the focused element, on the screen, and the list of them.
app.note                    = ;
app.screenNote              = :
app.notes                   = "
# The step-by-step transcript so far, as w saves it.
app.transcript              = '

[speech]
# j/k scroll instead of picking rotor items while the Speech pane has focus.
speech.scrollUp             = k, up
speech.scrollDown           = j, down
speech.pageUp               = ctrl+b, ctrl+u, pageup
speech.pageDown             = ctrl+f, ctrl+d, pagedown
speech.end                  = G, end

"""##
,
    "voiceover-keyboard": ##"""
# axsim keymap in the style of VoiceOver keyboard commands.
#
# VO is Control-Option on a Mac keyboard, which a terminal reports as ctrl+alt. VO chords
# come first on each line (help lists keys in this order); the plain keys after them are
# fallbacks for terminals and desktops that eat ctrl+alt chords (macOS Terminal without
# "Use Option as Meta key", or ctrl+alt+arrows switching workspaces on Linux).
#
# Use it with `axsim --keymap Keymaps/voiceover-keyboard.keymap` (or `--keymap
# voiceover-keyboard`, which is built in).

format axsim-keymap/1

[voiceover]
# VO-Right / VO-Left: next and previous element.
voiceover.next              = ctrl+alt+right, right
voiceover.previous          = ctrl+alt+left, left
# VO-Up / VO-Down: rotor items (or adjust, like the swipes they stand for).
voiceover.rotorItemNext     = ctrl+alt+down, down
voiceover.rotorItemPrevious = ctrl+alt+up, up
# VO-Home / VO-End: first and last element.
voiceover.first             = ctrl+alt+home, home
voiceover.last              = ctrl+alt+end, end
# VO-Space: activate (double tap).
voiceover.activate          = ctrl+alt+space, enter
voiceover.escape            = escape, backspace
# The Command key never reaches a terminal, so VO-Shift-arrows turn the rotor and adjust.
voiceover.rotorNext         = ctrl+alt+shift+right, tab
voiceover.rotorPrevious     = ctrl+alt+shift+left, shift+tab
voiceover.increment         = ctrl+alt+shift+up, +, =
voiceover.decrement         = ctrl+alt+shift+down, -
# VO-A reads from the cursor, VO-B reads from the top (as on iOS with a keyboard).
voiceover.readFromHere      = ctrl+alt+a, r
voiceover.readAll           = ctrl+alt+b, a
# axsim's own choices, clear of the arrows: VO-G magic tap, VO-N hints on/off.
voiceover.magicTap          = ctrl+alt+g, m
voiceover.toggleHints       = ctrl+alt+n, h
# VO-F: find.
voiceover.search            = ctrl+alt+f, /

[switch]
# While Switch Control is on. Keys stand for switches: Space is the Select switch, Tab the
# Move switch (manual and step scanning; in auto scanning it skips ahead).
switch.select               = space, enter
switch.move                 = tab, down
switch.moveBack             = shift+tab, up
# Settings a reviewer changes during a session, without a restart.
switch.style                = s
switch.slower               = -
switch.faster               = +, =
switch.groups               = g
switch.tapBehavior          = b
switch.speech               = v
switch.glidingCursor        = p
switch.glideSelection       = P

[keyboard]
# While Full Keyboard Access is on: the device's default commands. Tab chords (Tab-Z on
# the device: hold Tab, press Z) are `tab+z` here: press Tab, then Z within half a second.
keyboard.moveForward        = tab
keyboard.moveBackward       = shift+tab
keyboard.moveUp             = up
keyboard.moveDown           = down
keyboard.moveLeft           = left
keyboard.moveRight          = right
keyboard.activate           = space
keyboard.exit               = escape
# Terminals rarely send Control-Tab: ^N and ^P stand in for it.
keyboard.nextItem           = ctrl+tab, ctrl+n
keyboard.previousItem       = ctrl+shift+tab, ctrl+p
keyboard.moveToBeginning    = tab+left
keyboard.moveToEnd          = tab+right
keyboard.actions            = tab+z
keyboard.help               = tab+h
keyboard.gestures           = tab+g
keyboard.find               = tab+f
keyboard.back               = tab+b
# Fn (the Globe key) never reaches a terminal: Alt stands in for it.
keyboard.home               = alt+h
keyboard.appSwitcher        = alt+up
keyboard.controlCenter      = alt+c
keyboard.notificationCenter = alt+n
keyboard.siri               = alt+s

[voice-control]
# While Voice Control is on. What is said is typed: Enter or Space opens the command line
# (Enter says the phrase, Up/Down go through what was said, Tab completes a name on the
# screen, Esc closes it). A few phrases have keys of their own.
voicecontrol.say            = enter, space, /
voicecontrol.showNumbers    = 1
voicecontrol.showNames      = 2
voicecontrol.showGrid       = 3
voicecontrol.hide           = escape
voicecontrol.whatToSay      = h
voicecontrol.goBack         = backspace

[global]
app.nextTechnology          = f2, t
app.help                    = ?, f1
app.quit                    = q, ctrl+c
app.caption                 = c
app.audio                   = !, f8
app.presenter               = f5
app.orderOverlay            = o
app.nextPane                = f6, \
app.previousPane            = shift+f6, |
app.save                    = w
app.report                  = W
app.reload                  = ctrl+r, R
app.largerText              = >
app.smallerText             = <
app.largerAccessibilitySizes = L
app.variants                = V
app.problems                = e
app.audit                   = U
app.searchNext              = n
app.searchPrevious          = N
# Display settings: capitals, so no technology's keys shadow them.
display.reduceMotion        = M
display.preferCrossFade     = X
display.boldText            = B
display.buttonShapes        = S
display.increaseContrast    = C
display.reduceTransparency  = T
display.differentiateWithoutColor = D
display.smartInvert         = I
display.dark                = A
app.redraw                  = ctrl+l
# Review notes: on the focused element, on the screen, and the list of them.
app.note                    = ;
app.screenNote              = :
app.notes                   = "
# The step-by-step transcript so far, as w saves it.
app.transcript              = '

[speech]
speech.scrollUp             = up, ctrl+alt+up
speech.scrollDown           = down, ctrl+alt+down
speech.pageUp               = pageup
speech.pageDown             = pagedown
speech.end                  = end, ctrl+alt+end

"""##

  ]
}
