#!/usr/bin/env bash
# The terminal keypad (`countonme keypad`) driven through tmux: typing a calculation, an alert,
# a resize, and quitting back to a shell in a normal state. Usage: keypad_tmux_test.sh COUNTONME
set -u
binary=$(realpath "$1")
socket="countonme-test-$$"
passed=0; failed=0
tm() { tmux -L "$socket" "$@"; }
screen() { tm capture-pane -t kp -p; }
# How long the screen may take to show what is awaited before the keypad is taken for hung: a
# guard against a real hang, not a speed test (it draws in milliseconds; a busy machine is slower).
hang_guard_tenths=3000
check() {  # check DESCRIPTION PATTERN: wait for PATTERN on the screen (up to the hang guard)
  for _ in $(seq $hang_guard_tenths); do
    if screen | grep -qF -- "$2"; then passed=$((passed + 1)); return; fi
    sleep 0.1
  done
  failed=$((failed + 1)); echo "keypad_tmux: check failed: $1 (no \"$2\" on screen)"; screen | sed 's/^/    | /'
}
check_gone() {  # check_gone DESCRIPTION PATTERN: wait for PATTERN to leave the screen (up to the hang guard)
  for _ in $(seq $hang_guard_tenths); do
    if ! screen | grep -qF -- "$2"; then passed=$((passed + 1)); return; fi
    sleep 0.1
  done
  failed=$((failed + 1)); echo "keypad_tmux: check failed: $1 (\"$2\" still on screen)"; screen | sed 's/^/    | /'
}
trap 'tm kill-server 2>/dev/null' EXIT

# A shell inside tmux runs the keypad, so we can see the terminal once it quits.
tm new-session -d -s kp -x 70 -y 24 "env -i PATH=/usr/bin:/bin TERM=xterm LANG=C.UTF-8 bash --norc --noprofile"
tm send-keys -t kp "PS1='shell> '; clear; $binary keypad; echo keypad-exited-\$?" Enter
check "the keypad is drawn" "[  =  ]"
# Issue 15: at 70 columns the scientific panel stands left of the keys; d is DRG, ! is n!.
check "the scientific panel" "[ sin ][ cos ][ tan ][ cot ]"
check "the angle indicator" "RAD"
tm send-keys -t kp d 5 '!' Enter
check "DRG shows degrees" "DEG"
check "5! =" "5! ="
check "5! is 120" "120│"
tm send-keys -t kp d Escape
tm send-keys -t kp 1 2 '*' 3 Enter
check "12 × 3 = 36" "12 × 3 ="
check "the result" "36"
tm send-keys -t kp Escape
# Escape is read as AC only once the next key comes later than ncurses' escape delay: wait until
# it has cleared the calculation before typing on.
check_gone "AC clears the calculation" "12 × 3 ="
tm send-keys -t kp 8 / 0 Enter
check "division by zero alerts" "Division by zero"
check "the expression stays" "8 ÷ 0"
tm send-keys -t kp BSpace 4 Enter
check "a correction after the alert" "8 ÷ 4 ="
tm resize-window -t kp -x 40 -y 16
check "redrawn at 40 columns" "8 ÷ 4 ="
tm send-keys -t kp q
check "quits with status 0" "keypad-exited-0"
tm send-keys -t kp "echo after-keypad" Enter
check "the shell works after quitting" "after-keypad"
# French: grouping and the locale's decimal separator key.
tm send-keys -t kp "LANG=fr_FR.UTF-8 $binary keypad" Enter
check "French keypad (40 columns since the resize)" "[  ,  ]"
tm send-keys -t kp 1 2 3 4 , 5
check "grouped as French (U+202F)" "1"$'\u202f'"234,5"
tm send-keys -t kp C-c
check "Ctrl-C quits too" "keypad-exited-0"

# Issue 20: a number wider than the display is marked as cut and scrolls; the memory shows "M";
# the hint lists every shortcut (quit included); 40 × 12 still fits; 20 × 5 says it is too small;
# Arabic keys carry Arabic-Indic digits.
tm send-keys -t kp "clear; $binary keypad; echo keypad-exited-\$?" Enter
check "the keypad at 40 columns" "[  =  ]"
tm resize-window -t kp -x 80 -y 24
check "the hint lists quit" "q quit"
check "the hint lists the scroll keys" "← → scroll"
# 80 columns: nine keys of 8 columns across, a display of 70 inside its frame, 6 of them for the
# memory and angle indicators: 64 for the number.
nines() { printf '9%.0s' $(seq "$1"); }
for _ in $(seq 80); do tm send-keys -t kp 9; done
check "a number wider than the display is marked as cut" "│  RAD …$(nines 63)│"
tm send-keys -t kp Left Left Left
check "scrolled, both sides are marked" "│  RAD …$(nines 62)…│"
tm send-keys -t kp M
check "the memory indicator" "│M RAD …"
tm resize-window -t kp -x 40 -y 12
check "40 × 12: the keypad fits" "[ AC  ][  C  ][ CE  ]"
tm resize-window -t kp -x 20 -y 5
check "20 × 5: too small, and said so" "The terminal is too"
tm send-keys -t kp q
check "q quits the too-small screen" "keypad-exited-0"
tm resize-window -t kp -x 70 -y 24
tm send-keys -t kp "clear; LANG=ar_EG.UTF-8 $binary keypad; echo keypad-exited-\$?" Enter
check "Arabic keys in Arabic-Indic digits" "[  ٧  ]"
tm send-keys -t kp q
check "quits" "keypad-exited-0"
echo "keypad_tmux: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
