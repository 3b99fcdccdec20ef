#include "keys.h"

#include <countonme.h>
#include <glib/gi18n.h>
#include <string.h>

/* Translators: each description is a key's tooltip and what a screen reader says the key does,
 * as a calculator's manual would name the key: short, no full stop. */
const PadKey basic_pad[] = {
    {COUNTONME_KEY_MEMORY_CLEAR, 0, 0, N_("Clear the memory")},
    {COUNTONME_KEY_MEMORY_RECALL, 1, 0, N_("Recall the memory")},
    {COUNTONME_KEY_MEMORY_ADD, 2, 0, N_("Add to the memory")},
    {COUNTONME_KEY_MEMORY_SUBTRACT, 3, 0, N_("Subtract from the memory")},
    {COUNTONME_KEY_ALL_CLEAR, 0, 1, N_("All clear: start a new calculation")},
    {COUNTONME_KEY_CLEAR, 1, 1, N_("Clear the last digit or operator")},
    {COUNTONME_KEY_TOGGLE_SIGN, 2, 1, N_("Change the sign")},
    {COUNTONME_KEY_PERCENT, 3, 1, N_("Percent")},
    {COUNTONME_KEY_0 + 7, 0, 2, NULL}, {COUNTONME_KEY_0 + 8, 1, 2, NULL}, {COUNTONME_KEY_0 + 9, 2, 2, NULL},
    {COUNTONME_KEY_DIVIDE, 3, 2, N_("Divide")},
    {COUNTONME_KEY_0 + 4, 0, 3, NULL}, {COUNTONME_KEY_0 + 5, 1, 3, NULL}, {COUNTONME_KEY_0 + 6, 2, 3, NULL},
    {COUNTONME_KEY_MULTIPLY, 3, 3, N_("Multiply")},
    {COUNTONME_KEY_0 + 1, 0, 4, NULL}, {COUNTONME_KEY_0 + 2, 1, 4, NULL}, {COUNTONME_KEY_0 + 3, 2, 4, NULL},
    {COUNTONME_KEY_SUBTRACT, 3, 4, N_("Subtract")},
    {COUNTONME_KEY_KEEP, 0, 5, N_("Keep the result for a new calculation")},
    {COUNTONME_KEY_0, 1, 5, NULL},
    {COUNTONME_KEY_DECIMAL_SEPARATOR, 2, 5, N_("Decimal separator")},
    {COUNTONME_KEY_ADD, 3, 5, N_("Add")},
    {COUNTONME_KEY_CLEAR_ENTRY, 0, 6, N_("Clear the number being typed")},
    {COUNTONME_KEY_OPEN_PARENTHESIS, 1, 6, N_("Open a parenthesis")},
    {COUNTONME_KEY_CLOSE_PARENTHESIS, 2, 6, N_("Close the parenthesis")},
    {COUNTONME_KEY_EQUALS, 3, 6, N_("Equals: the result")},
};
const size_t basic_pad_count = sizeof basic_pad / sizeof basic_pad[0];

const PadKey scientific_pad[] = {
    {COUNTONME_KEY_ANGLE_UNIT, 0, 0, N_("Switch between degrees and radians")},
    {COUNTONME_KEY_RECIPROCAL, 1, 0, N_("Reciprocal: one divided by the number")},
    {COUNTONME_KEY_FACTORIAL, 2, 0, N_("Factorial")},
    {COUNTONME_KEY_MODULO, 3, 0, N_("Modulo: the remainder of a division")},
    {COUNTONME_KEY_SIN, 0, 1, N_("Sine")},
    {COUNTONME_KEY_COS, 1, 1, N_("Cosine")},
    {COUNTONME_KEY_TAN, 2, 1, N_("Tangent")},
    {COUNTONME_KEY_COT, 3, 1, N_("Cotangent")},
    {COUNTONME_KEY_ASIN, 0, 2, N_("Arcsine")},
    {COUNTONME_KEY_ACOS, 1, 2, N_("Arccosine")},
    {COUNTONME_KEY_ATAN, 2, 2, N_("Arctangent")},
    {COUNTONME_KEY_EXPONENT, 3, 2, N_("Exponent: times ten to the power of the next number")},
    {COUNTONME_KEY_LN, 0, 3, N_("Natural logarithm")},
    {COUNTONME_KEY_LOG, 1, 3, N_("Common logarithm (base 10)")},
    {COUNTONME_KEY_SQUARE_ROOT, 2, 3, N_("Square root")},
    {COUNTONME_KEY_SQUARE, 3, 3, N_("Square")},
    {COUNTONME_KEY_CUBE, 0, 4, N_("Cube")},
    {COUNTONME_KEY_POWER, 1, 4, N_("Power: raise to the next number")},
    {COUNTONME_KEY_PI, 2, 4, N_("Pi")},
    {COUNTONME_KEY_E, 3, 4, N_("Euler’s number e")},
};
const size_t scientific_pad_count = sizeof scientific_pad / sizeof scientific_pad[0];

int32_t key_for_keyboard(guint keyval, const char *decimal_separator) {
    if (keyval >= GDK_KEY_0 && keyval <= GDK_KEY_9) return COUNTONME_KEY_0 + (int32_t)(keyval - GDK_KEY_0);
    if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9) return COUNTONME_KEY_0 + (int32_t)(keyval - GDK_KEY_KP_0);
    switch (keyval) {
    case GDK_KEY_period: case GDK_KEY_KP_Decimal: case GDK_KEY_KP_Separator: return COUNTONME_KEY_DECIMAL_SEPARATOR;
    case GDK_KEY_comma: return decimal_separator && strcmp(decimal_separator, ",") == 0 ? COUNTONME_KEY_DECIMAL_SEPARATOR : -1;
    case GDK_KEY_plus: case GDK_KEY_KP_Add: return COUNTONME_KEY_ADD;
    case GDK_KEY_minus: case GDK_KEY_KP_Subtract: case GDK_KEY_emdash: return COUNTONME_KEY_SUBTRACT;
    case GDK_KEY_asterisk: case GDK_KEY_KP_Multiply: case GDK_KEY_multiply: return COUNTONME_KEY_MULTIPLY;
    case GDK_KEY_slash: case GDK_KEY_KP_Divide: case GDK_KEY_division: return COUNTONME_KEY_DIVIDE;
    case GDK_KEY_equal: case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_KP_Equal: return COUNTONME_KEY_EQUALS;
    case GDK_KEY_BackSpace: return COUNTONME_KEY_CLEAR;
    case GDK_KEY_Delete: case GDK_KEY_KP_Delete: return COUNTONME_KEY_CLEAR_ENTRY;
    case GDK_KEY_Escape: return COUNTONME_KEY_ALL_CLEAR;
    case GDK_KEY_percent: return COUNTONME_KEY_PERCENT;
    case GDK_KEY_parenleft: return COUNTONME_KEY_OPEN_PARENTHESIS;
    case GDK_KEY_parenright: return COUNTONME_KEY_CLOSE_PARENTHESIS;
    case GDK_KEY_asciicircum: return COUNTONME_KEY_POWER;
    case GDK_KEY_exclam: return COUNTONME_KEY_FACTORIAL;
    case GDK_KEY_k: case GDK_KEY_K: return COUNTONME_KEY_KEEP;
    /* The memory, as in the terminal keypad: m MR, M M+. */
    case GDK_KEY_m: return COUNTONME_KEY_MEMORY_RECALL;
    case GDK_KEY_M: return COUNTONME_KEY_MEMORY_ADD;
    default: return -1;
    }
}
