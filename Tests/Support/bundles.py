"""The message bundles' own texts, for the Python test drivers to expect what a user is shown in
their language: the bundle's text, not the program's output copied into the test."""
import os
import re

MESSAGES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Sources", "ICUBridge", "messages")


def bundle_text(language, key, *arguments):
    """The text of `key` in the bundle of `language` (a file name: "fr", "root"), its arguments
    filled in, whatever format a placeholder names ({0}, {0,number,integer}); plural patterns are
    left as they are for the caller to resolve."""
    with open(os.path.join(MESSAGES, language + ".txt"), encoding="utf-8") as file:
        text = re.search(r"^\s+" + key + r' \{ "(.*)" \}$', file.read(), re.M).group(1)
    for index, argument in enumerate(arguments):
        text = re.sub(r"\{" + str(index) + r"(,[^}]*)?\}", lambda _: argument, text)
    return text
