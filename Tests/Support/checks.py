"""The tally of the Python test drivers (REPL, rates update, desktop window): each check is
counted, a failed one is reported on standard error with what was expected, and the driver ends
with one summary line and the exit status of the whole."""
import sys


class Checks:
    def __init__(self, name):
        self.name = name
        self.passed = self.failed = 0

    def __call__(self, condition, what):
        """Counts one check; reports it when it failed."""
        if condition:
            self.passed += 1
        else:
            self.failed += 1
            print(f"{self.name}: check failed: {what}", file=sys.stderr)

    def finish(self):
        """Prints the summary and exits: 0 when every check passed, 1 otherwise."""
        print(f"{self.name}: {self.passed} passed, {self.failed} failed")
        sys.exit(1 if self.failed else 0)
