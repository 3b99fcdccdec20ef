/* The calculator window: the display (the expression kept above the number being typed or the
 * result, the memory and angle indicators), the alert of the last key, the basic pad and, when the
 * window is wide enough, the scientific panel. Everything it shows comes from the library's keypad
 * session, in the session's locale and language: the keys' labels (the locale's decimal
 * separator, the language's function names), the display, the alerts. */
#include "window.h"

#include "converter.h"
#include "keys.h"
#include "library.h"
#include "state.h"
#include "trace.h"

#include <countonme.h>
#include <glib/gi18n.h>

/* The width from which the scientific panel is shown beside the basic pad. */
enum { SCIENTIFIC_WIDTH = 620 };

typedef struct {
    countonme_context *context;
    countonme_keypad *keypad;
    GtkWidget *expression, *main, *memory, *angle;
    GtkWidget *alert, *alert_title, *alert_message;
    GtkWidget *scientific, *scientific_toggle;
    gboolean wide;                       /* the window is wide enough for the scientific panel */
    GtkWidget *history, *history_list;   /* the tape beside the pads, and its rows */
    int32_t history_rows;                /* the entries the list shows */
    GtkWidget *all_clear;   /* for the test mode's first line */
    Preferences preferences;
    char *decimal_separator;
    GtkWidget *pages, *converter;   /* the calculator and the converter, one shown at a time */
} Calculator;

/* `text` to be shown left to right whatever the language (numbers, expressions, keys), as
 * calculators show them: each line in a left-to-right override, so that neither a right-to-left
 * window, nor Arabic-Indic digits (which the bidirectional algorithm runs right to left with the
 * operators between them: "٧ ÷ ٤" would show as "٤ ÷ ٧"), nor the Arabic letter marks ICU puts in
 * numbers turn a calculation around or mirror a parenthesis. Owned by the caller. */
static char *left_to_right(const char *text) {
    char **lines = g_strsplit(text, "\n", -1);
    for (char **line = lines; *line; line++) {
        char *overridden = g_strconcat("\u202D", *line, "\u202C", NULL);
        g_free(*line);
        *line = overridden;
    }
    char *joined = g_strjoinv("\n", lines);
    g_strfreev(lines);
    return joined;
}

static void set_left_to_right(GtkWidget *label, const char *text) {
    char *marked = left_to_right(text);
    gtk_label_set_text(GTK_LABEL(label), marked);
    g_free(marked);
}

static char *display_part(Calculator *calculator, int32_t part) {
    char *text = NULL;
    countonme_status status = countonme_keypad_display(calculator->keypad, part, &text);
    return library_text(status, text);
}

/* The history tape's rows, rebuilt when the tape changed: each entry's expression above its
 * result, as the session displays them; activating one recalls its result. */
static void refresh_history(Calculator *calculator) {
    int32_t count = 0;
    if (countonme_keypad_history_count(calculator->keypad, &count) != COUNTONME_OK || count == calculator->history_rows) return;
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(calculator->history_list))) gtk_list_box_remove(GTK_LIST_BOX(calculator->history_list), child);
    for (int32_t index = 0; index < count; index++) {
        char *expression = NULL, *result = NULL;
        if (countonme_keypad_history_entry(calculator->keypad, index, &expression, &result) != COUNTONME_OK) continue;
        char *plain = g_strdup_printf("%s =\n%s", expression, result);
        char *text = left_to_right(plain);
        g_free(plain);
        GtkWidget *row = gtk_label_new(text);
        gtk_label_set_xalign(GTK_LABEL(row), 1);
        gtk_label_set_justify(GTK_LABEL(row), GTK_JUSTIFY_RIGHT);
        gtk_widget_set_direction(row, GTK_TEXT_DIR_LTR);
        gtk_widget_set_tooltip_text(row, _("Recall this calculation"));
        gtk_list_box_append(GTK_LIST_BOX(calculator->history_list), row);
        g_free(text);
        countonme_free(expression);
        countonme_free(result);
    }
    calculator->history_rows = count;
}

/* Shows what the session holds now, and the alert the last key raised (hidden when none). */
static void refresh(Calculator *calculator) {
    refresh_history(calculator);
    char *expression = display_part(calculator, calculator->preferences.steps ? COUNTONME_KEYPAD_STEPS : COUNTONME_KEYPAD_EXPRESSION);
    char *main_text = display_part(calculator, COUNTONME_KEYPAD_MAIN);
    char *memory = display_part(calculator, COUNTONME_KEYPAD_MEMORY);
    char *angle = display_part(calculator, COUNTONME_KEYPAD_ANGLE_UNIT);
    char *title = NULL, *message = NULL;
    countonme_status status = countonme_keypad_alert(calculator->keypad, &title, &message);
    char *alert_title = library_text(status, title);
    char *alert_message = library_text(status, message);

    set_left_to_right(calculator->expression, expression);
    set_left_to_right(calculator->main, main_text);
    gtk_accessible_update_property(GTK_ACCESSIBLE(calculator->main), GTK_ACCESSIBLE_PROPERTY_LABEL, main_text, -1);
    /* "M" when the memory holds a value, which its tooltip shows. */
    gtk_label_set_text(GTK_LABEL(calculator->memory), *memory ? "M" : "");
    /* Translators: the tooltip of the "M" indicator; %s is the value the memory holds, written in
     * the locale's format (1 234,5). */
    char *memory_tooltip = *memory ? g_strdup_printf(_("Memory: %s"), memory) : NULL;
    gtk_widget_set_tooltip_text(calculator->memory, memory_tooltip);
    g_free(memory_tooltip);
    gtk_label_set_text(GTK_LABEL(calculator->angle), angle);
    gtk_label_set_text(GTK_LABEL(calculator->alert_title), alert_title);
    gtk_label_set_text(GTK_LABEL(calculator->alert_message), alert_message);
    gtk_revealer_set_reveal_child(GTK_REVEALER(calculator->alert), *alert_message != '\0');

    /* The trace keeps one line a key: the step view's lines are joined with "|". */
    char *flat = g_strdelimit(g_strdup(expression), "\n", '|');
    char *line = g_strdup_printf("expression=%s\tmain=%s\tmemory=%s\tangle=%s\talert=%s\tmode=%s", flat, main_text, memory,
                                 angle, alert_message, calculator->preferences.immediate ? "immediate" : "algebraic");
    g_free(flat);
    trace_line(line);
    g_free(line);
    g_free(expression);
    g_free(main_text);
    g_free(memory);
    g_free(angle);
    g_free(alert_title);
    g_free(alert_message);
}

static void press(Calculator *calculator, int32_t key) {
    countonme_keypad_press(calculator->keypad, key);   /* an alert is read back by refresh */
    refresh(calculator);
}

static void on_history_activated(GtkListBox *list, GtkListBoxRow *row, gpointer data) {
    (void)list;
    Calculator *calculator = data;
    countonme_keypad_recall(calculator->keypad, gtk_list_box_row_get_index(row));
    refresh(calculator);
}

static void on_history_clear(GtkButton *button, gpointer data) {
    (void)button;
    Calculator *calculator = data;
    countonme_keypad_history_clear(calculator->keypad);
    refresh(calculator);
}

/* Shows or hides the tape; shown, it takes the keyboard's focus on its newest entry (Up and Down
 * move through it, Enter recalls). */
static void toggle_history(Calculator *calculator, gboolean shown) {
    gtk_widget_set_visible(calculator->history, shown);
    if (shown && calculator->history_rows > 0) {
        GtkListBoxRow *last = gtk_list_box_get_row_at_index(GTK_LIST_BOX(calculator->history_list), calculator->history_rows - 1);
        gtk_widget_grab_focus(GTK_WIDGET(last));
    }
    refresh(calculator);
}

static void on_history_toggled(GtkToggleButton *button, gpointer data) {
    toggle_history(data, gtk_toggle_button_get_active(button));
}

static void on_scientific_toggled(GtkToggleButton *button, gpointer data) {
    Calculator *calculator = data;
    calculator->preferences.scientific = gtk_toggle_button_get_active(button);
    gtk_widget_set_visible(calculator->scientific, calculator->preferences.scientific);
}

/* Immediate mode: the context's option, given to the session, which keeps what it holds. */
static void apply_mode(Calculator *calculator) {
    countonme_context_set_option(calculator->context, COUNTONME_OPTION_MODE,
                                 calculator->preferences.immediate ? COUNTONME_MODE_IMMEDIATE : COUNTONME_MODE_ALGEBRAIC);
    countonme_keypad_configure(calculator->keypad, calculator->context);
}

static void on_immediate_changed(GSimpleAction *action, GVariant *state, gpointer data) {
    Calculator *calculator = data;
    g_simple_action_set_state(action, state);
    calculator->preferences.immediate = g_variant_get_boolean(state);
    apply_mode(calculator);
    refresh(calculator);
}

static void on_steps_changed(GSimpleAction *action, GVariant *state, gpointer data) {
    Calculator *calculator = data;
    g_simple_action_set_state(action, state);
    calculator->preferences.steps = g_variant_get_boolean(state);
    gtk_label_set_ellipsize(GTK_LABEL(calculator->expression), calculator->preferences.steps ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_START);
    refresh(calculator);
}

/* The test mode's line for a page shown. */
static void trace_page(const char *name) {
    char *line = g_strdup_printf("page=%s", name);
    trace_line(line);
    g_free(line);
}

static void on_page(GSimpleAction *action, GVariant *parameter, gpointer data) {
    (void)action;
    Calculator *calculator = data;
    const char *name = g_variant_get_string(parameter, NULL);
    gtk_stack_set_visible_child_name(GTK_STACK(calculator->pages), name);
    if (g_strcmp0(name, "converter") == 0) gtk_widget_grab_focus(converter_amount(calculator->converter));
    trace_page(name);
}

static void on_update_rates(GSimpleAction *action, GVariant *parameter, gpointer data) {
    (void)action;
    (void)parameter;
    Calculator *calculator = data;
    converter_update(calculator->converter);
}

static void on_button_clicked(GtkButton *button, gpointer data) {
    press(data, GPOINTER_TO_INT(g_object_get_data(G_OBJECT(button), "countonme-key")));
}

/* The test mode's picture of the window (Ctrl+Shift+S with COUNTONME_GTK_SCREENSHOT set to a PNG
 * file's path), for the README: the window as GTK draws it, header bar included. */
static void save_screenshot(GtkWidget *window) {
    const char *path = g_getenv("COUNTONME_GTK_SCREENSHOT");
    if (path == NULL || *path == '\0') return;
    int width = gtk_widget_get_width(window), height = gtk_widget_get_height(window);
    GdkPaintable *paintable = gtk_widget_paintable_new(window);
    GtkSnapshot *snapshot = gtk_snapshot_new();
    gdk_paintable_snapshot(paintable, snapshot, width, height);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
    if (node) {
        GskRenderer *renderer = gtk_native_get_renderer(gtk_widget_get_native(window));
        GdkTexture *texture = gsk_renderer_render_texture(renderer, node, &GRAPHENE_RECT_INIT(0, 0, width, height));
        gboolean saved = gdk_texture_save_to_png(texture, path);
        g_object_unref(texture);
        gsk_render_node_unref(node);
        char *line = g_strdup_printf("screenshot=%s", saved ? path : "");
        trace_line(line);
        g_free(line);
    }
    g_object_unref(paintable);
}

/* The keyboard, as on any calculator; keys with Control or Alt are left to the application. */
static gboolean on_key_pressed(GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                               gpointer data) {
    (void)keycode;
    Calculator *calculator = data;
    if ((state & GDK_CONTROL_MASK) && (state & GDK_SHIFT_MASK) && (keyval == GDK_KEY_s || keyval == GDK_KEY_S)) {
        save_screenshot(gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(controller)));
        return TRUE;
    }
    if ((state & GDK_CONTROL_MASK) && (keyval == GDK_KEY_h || keyval == GDK_KEY_H)) {
        gtk_toggle_button_set_active(GTK_TOGGLE_BUTTON(g_object_get_data(G_OBJECT(calculator->history), "toggle")),
                                     !gtk_widget_get_visible(calculator->history));
        return TRUE;
    }
    if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) return FALSE;
    /* The converter's entry and lists take their keys as any form does. */
    if (g_strcmp0(gtk_stack_get_visible_child_name(GTK_STACK(calculator->pages)), "converter") == 0) return FALSE;
    /* In the history tape, the keys move through it and recall an entry. */
    GtkWidget *focus = gtk_root_get_focus(GTK_ROOT(gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(controller))));
    if (focus && (focus == calculator->history || gtk_widget_is_ancestor(focus, calculator->history))) return FALSE;
    int32_t key = key_for_keyboard(keyval, calculator->decimal_separator);
    if (key < 0) return FALSE;
    press(calculator, key);
    return TRUE;
}

/* A pad of buttons, each labelled as the session labels its key; always laid out left to right,
 * as calculators' keypads are in right-to-left languages too. */
static GtkWidget *pad(Calculator *calculator, const PadKey *keys, size_t count) {
    GtkWidget *grid = gtk_grid_new();
    gtk_grid_set_row_homogeneous(GTK_GRID(grid), TRUE);
    gtk_grid_set_column_homogeneous(GTK_GRID(grid), TRUE);
    gtk_grid_set_row_spacing(GTK_GRID(grid), 4);
    gtk_grid_set_column_spacing(GTK_GRID(grid), 4);
    gtk_widget_set_direction(grid, GTK_TEXT_DIR_LTR);
    gtk_widget_set_hexpand(grid, TRUE);
    gtk_widget_set_vexpand(grid, TRUE);
    for (size_t index = 0; index < count; index++) {
        char *label = NULL;
        countonme_status status = countonme_keypad_label(calculator->keypad, keys[index].key, &label);
        char *text = library_text(status, label);
        char *shown = left_to_right(text);
        GtkWidget *button = gtk_button_new_with_label(shown);
        g_free(shown);
        gtk_accessible_update_property(GTK_ACCESSIBLE(button), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
        if (keys[index].description) {
            const char *description = _(keys[index].description);
            gtk_widget_set_tooltip_text(button, description);
            gtk_accessible_update_property(GTK_ACCESSIBLE(button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
        }
        if (keys[index].key == COUNTONME_KEY_ALL_CLEAR) calculator->all_clear = button;
        g_object_set_data(G_OBJECT(button), "countonme-key", GINT_TO_POINTER(keys[index].key));
        if (keys[index].key == COUNTONME_KEY_EQUALS) gtk_widget_add_css_class(button, "suggested-action");
        g_signal_connect(button, "clicked", G_CALLBACK(on_button_clicked), calculator);
        gtk_grid_attach(GTK_GRID(grid), button, keys[index].column, keys[index].row, 1, 1);
        g_free(text);
    }
    return grid;
}

/* The scientific panel follows the window's width when it crosses SCIENTIFIC_WIDTH (through its
 * toggle, which the user may set either way in between). */
static void on_width_changed(GObject *window, GParamSpec *spec, gpointer data) {
    (void)spec;
    Calculator *calculator = data;
    int width = 0, height = 0;   /* GTK 4.8 writes both: neither may be NULL */
    gtk_window_get_default_size(GTK_WINDOW(window), &width, &height);
    gboolean wide = width >= SCIENTIFIC_WIDTH;
    if (wide == calculator->wide) return;
    calculator->wide = wide;
    gtk_toggle_button_set_active(GTK_TOGGLE_BUTTON(calculator->scientific_toggle), wide);
}

static gboolean on_close_request(GtkWindow *window, gpointer data) {
    (void)window;
    Calculator *calculator = data;
    state_save(calculator->keypad);
    preferences_save(calculator->preferences);
    return FALSE;
}

static void calculator_free(gpointer data) {
    Calculator *calculator = data;
    countonme_keypad_free(calculator->keypad);
    countonme_context_free(calculator->context);
    g_free(calculator->decimal_separator);
    g_free(calculator);
}

static GtkWidget *label(const char *css_class, float xalign) {
    GtkWidget *widget = gtk_label_new("");
    gtk_label_set_xalign(GTK_LABEL(widget), xalign);
    gtk_label_set_selectable(GTK_LABEL(widget), TRUE);
    gtk_label_set_ellipsize(GTK_LABEL(widget), PANGO_ELLIPSIZE_START);
    if (css_class) gtk_widget_add_css_class(widget, css_class);
    return widget;
}

static void install_style(void) {
    static gboolean installed = FALSE;
    if (installed) return;
    installed = TRUE;
    GtkCssProvider *provider = gtk_css_provider_new();
    gtk_css_provider_load_from_data(provider,
        ".display-main { font-size: 28pt; font-weight: bold; }"
        ".display-expression { font-size: 13pt; opacity: 0.75; }"
        ".indicator { font-size: 9pt; font-weight: bold; }"
        ".alert { background: alpha(@error_color, 0.15); border-radius: 6px; padding: 6px; }"
        "button { font-size: 14pt; min-height: 40px; }", -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(provider);
}

/* The test mode's first line: the window is shown, in the direction of the user's language,
 * with the application's translations (AC's description). */
static void on_map(GtkWidget *window, gpointer data) {
    Calculator *calculator = data;
    char *line = g_strdup_printf("ready\tdirection=%s\tall-clear=%s",
                                 gtk_widget_get_direction(window) == GTK_TEXT_DIR_RTL ? "rtl" : "ltr",
                                 gtk_widget_get_tooltip_text(calculator->all_clear));
    trace_line(line);
    g_free(line);
}

GtkWidget *calculator_window_new(GtkApplication *application) {
    Calculator *calculator = g_new0(Calculator, 1);
    /* The environment's locale (LC_ALL, LC_NUMERIC / LC_MESSAGES, LANG), as the library reads it. */
    if (countonme_context_new(NULL, &calculator->context) != COUNTONME_OK &&
        countonme_context_new("C", &calculator->context) != COUNTONME_OK) {
        g_free(calculator);
        return NULL;
    }
    if (countonme_keypad_new(calculator->context, &calculator->keypad) != COUNTONME_OK) {
        countonme_context_free(calculator->context);
        g_free(calculator);
        return NULL;
    }
    state_restore(calculator->keypad);
    calculator->preferences = preferences_load();
    apply_mode(calculator);
    char *separator = NULL;
    countonme_status status = countonme_keypad_label(calculator->keypad, COUNTONME_KEY_DECIMAL_SEPARATOR, &separator);
    calculator->decimal_separator = library_text(status, separator);
    install_style();

    GtkWidget *window = gtk_application_window_new(application);
    gtk_window_set_title(GTK_WINDOW(window), "CountOnMe");
    gtk_window_set_default_size(GTK_WINDOW(window), 360, 600);
    g_object_set_data_full(G_OBJECT(window), "countonme-calculator", calculator, calculator_free);

    GtkWidget *content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    gtk_widget_set_margin_top(content, 8);
    gtk_widget_set_margin_bottom(content, 8);
    gtk_widget_set_margin_start(content, 8);
    gtk_widget_set_margin_end(content, 8);

    /* The display: indicators, the expression kept, the large line. Numbers are right-aligned in
     * every language, as on a calculator. */
    GtkWidget *display = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2);
    gtk_widget_set_direction(display, GTK_TEXT_DIR_LTR);
    GtkWidget *indicators = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
    calculator->memory = label("indicator", 0);
    calculator->angle = label("indicator", 0);
    gtk_label_set_selectable(GTK_LABEL(calculator->memory), FALSE);
    gtk_label_set_selectable(GTK_LABEL(calculator->angle), FALSE);
    gtk_box_append(GTK_BOX(indicators), calculator->memory);
    gtk_box_append(GTK_BOX(indicators), calculator->angle);
    calculator->expression = label("display-expression", 1);
    calculator->main = label("display-main", 1);
    gtk_box_append(GTK_BOX(display), indicators);
    gtk_box_append(GTK_BOX(display), calculator->expression);
    gtk_box_append(GTK_BOX(display), calculator->main);
    gtk_box_append(GTK_BOX(content), display);

    /* The alert of the last key, in the user's language, until the next key. */
    calculator->alert = gtk_revealer_new();
    /* An alert for screen readers, which announce it when it appears. */
    GtkWidget *alert_box = g_object_new(GTK_TYPE_BOX, "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT,
                                        "orientation", GTK_ORIENTATION_VERTICAL, "spacing", 2, NULL);
    gtk_widget_add_css_class(alert_box, "alert");
    calculator->alert_title = gtk_label_new("");
    gtk_widget_add_css_class(calculator->alert_title, "heading");
    calculator->alert_message = gtk_label_new("");
    gtk_label_set_wrap(GTK_LABEL(calculator->alert_message), TRUE);
    gtk_box_append(GTK_BOX(alert_box), calculator->alert_title);
    gtk_box_append(GTK_BOX(alert_box), calculator->alert_message);
    gtk_revealer_set_child(GTK_REVEALER(calculator->alert), alert_box);
    gtk_box_append(GTK_BOX(content), calculator->alert);

    GtkWidget *pads = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    gtk_widget_set_vexpand(pads, TRUE);
    calculator->scientific = pad(calculator, scientific_pad, scientific_pad_count);
    gtk_widget_set_visible(calculator->scientific, FALSE);
    gtk_box_append(GTK_BOX(pads), calculator->scientific);
    gtk_box_append(GTK_BOX(pads), pad(calculator, basic_pad, basic_pad_count));
    gtk_box_append(GTK_BOX(content), pads);

    /* The history tape, beside the calculator, shown on demand. */
    calculator->history = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    gtk_widget_set_size_request(calculator->history, 220, -1);
    GtkWidget *heading = gtk_label_new(_("History"));
    gtk_widget_add_css_class(heading, "heading");
    calculator->history_list = gtk_list_box_new();
    gtk_list_box_set_placeholder(GTK_LIST_BOX(calculator->history_list), gtk_label_new(_("No calculations yet")));
    gtk_accessible_update_property(GTK_ACCESSIBLE(calculator->history_list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("History"), -1);
    g_signal_connect(calculator->history_list, "row-activated", G_CALLBACK(on_history_activated), calculator);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), calculator->history_list);
    gtk_widget_set_vexpand(scrolled, TRUE);
    GtkWidget *clear = gtk_button_new_with_label(_("Clear the history"));
    g_signal_connect(clear, "clicked", G_CALLBACK(on_history_clear), calculator);
    gtk_box_append(GTK_BOX(calculator->history), heading);
    gtk_box_append(GTK_BOX(calculator->history), scrolled);
    gtk_box_append(GTK_BOX(calculator->history), clear);
    gtk_widget_set_visible(calculator->history, FALSE);
    GtkWidget *columns = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    gtk_widget_set_hexpand(content, TRUE);
    gtk_box_append(GTK_BOX(columns), content);
    gtk_box_append(GTK_BOX(columns), calculator->history);

    /* Two pages: the calculator and the currency converter (Alt+1, Alt+2). */
    calculator->pages = gtk_stack_new();
    gtk_stack_add_titled(GTK_STACK(calculator->pages), columns, "calculator", _("Calculator"));
    calculator->converter = converter_new();
    gtk_stack_add_titled(GTK_STACK(calculator->pages), calculator->converter, "converter", _("Converter"));
    gtk_window_set_child(GTK_WINDOW(window), calculator->pages);

    /* The header bar: the scientific panel and the history tape (Ctrl+H). */
    GtkWidget *header = gtk_header_bar_new();
    GtkWidget *switcher = gtk_stack_switcher_new();
    gtk_stack_switcher_set_stack(GTK_STACK_SWITCHER(switcher), GTK_STACK(calculator->pages));
    gtk_header_bar_set_title_widget(GTK_HEADER_BAR(header), switcher);
    GtkWidget *scientific_toggle = calculator->scientific_toggle = gtk_toggle_button_new();
    gtk_button_set_icon_name(GTK_BUTTON(scientific_toggle), "view-grid-symbolic");
    gtk_widget_set_tooltip_text(scientific_toggle, _("Scientific keys"));
    gtk_accessible_update_property(GTK_ACCESSIBLE(scientific_toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Scientific keys"), -1);
    g_signal_connect(scientific_toggle, "toggled", G_CALLBACK(on_scientific_toggled), calculator);
    GtkWidget *history_toggle = gtk_toggle_button_new();
    gtk_button_set_icon_name(GTK_BUTTON(history_toggle), "document-open-recent-symbolic");
    gtk_widget_set_tooltip_text(history_toggle, _("History"));
    gtk_accessible_update_property(GTK_ACCESSIBLE(history_toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, _("History"), -1);
    g_signal_connect(history_toggle, "toggled", G_CALLBACK(on_history_toggled), calculator);
    g_object_set_data(G_OBJECT(calculator->history), "toggle", history_toggle);
    gtk_header_bar_pack_start(GTK_HEADER_BAR(header), scientific_toggle);
    gtk_header_bar_pack_end(GTK_HEADER_BAR(header), history_toggle);

    /* The menu: immediate mode (Ctrl+I) and the step view (Ctrl+L), kept between runs. */
    const GActionEntry actions[] = {
        {.name = "immediate", .state = calculator->preferences.immediate ? "true" : "false", .change_state = on_immediate_changed},
        {.name = "steps", .state = calculator->preferences.steps ? "true" : "false", .change_state = on_steps_changed},
        {.name = "page", .activate = on_page, .parameter_type = "s"},
        {.name = "update-rates", .activate = on_update_rates},
    };
    g_action_map_add_action_entries(G_ACTION_MAP(window), actions, G_N_ELEMENTS(actions), calculator);
    const char *immediate_accelerators[] = {"<Control>i", NULL}, *steps_accelerators[] = {"<Control>l", NULL};
    gtk_application_set_accels_for_action(application, "win.immediate", immediate_accelerators);
    gtk_application_set_accels_for_action(application, "win.steps", steps_accelerators);
    const char *calculator_accelerators[] = {"<Alt>1", NULL}, *converter_accelerators[] = {"<Alt>2", NULL};
    gtk_application_set_accels_for_action(application, "win.page::calculator", calculator_accelerators);
    gtk_application_set_accels_for_action(application, "win.page::converter", converter_accelerators);
    const char *update_accelerators[] = {"<Control>u", NULL};
    gtk_application_set_accels_for_action(application, "win.update-rates", update_accelerators);
    GMenu *menu = g_menu_new();
    g_menu_append(menu, _("Immediate mode: left to right, as on a pocket calculator"), "win.immediate");
    g_menu_append(menu, _("Step view: each number under the one before"), "win.steps");
    GtkWidget *menu_button = gtk_menu_button_new();
    gtk_menu_button_set_icon_name(GTK_MENU_BUTTON(menu_button), "open-menu-symbolic");
    gtk_menu_button_set_menu_model(GTK_MENU_BUTTON(menu_button), G_MENU_MODEL(menu));
    gtk_widget_set_tooltip_text(menu_button, _("Menu"));
    gtk_accessible_update_property(GTK_ACCESSIBLE(menu_button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Menu"), -1);
    g_object_unref(menu);
    gtk_header_bar_pack_end(GTK_HEADER_BAR(header), menu_button);
    gtk_window_set_titlebar(GTK_WINDOW(window), header);
    if (calculator->preferences.scientific) gtk_toggle_button_set_active(GTK_TOGGLE_BUTTON(scientific_toggle), TRUE);
    if (calculator->preferences.steps) gtk_label_set_ellipsize(GTK_LABEL(calculator->expression), PANGO_ELLIPSIZE_NONE);

    /* Keys are read before the focused button sees them (Enter is "=", not a click). */
    GtkEventController *keyboard = gtk_event_controller_key_new();
    gtk_event_controller_set_propagation_phase(keyboard, GTK_PHASE_CAPTURE);
    g_signal_connect(keyboard, "key-pressed", G_CALLBACK(on_key_pressed), calculator);
    gtk_widget_add_controller(window, keyboard);

    g_signal_connect(window, "notify::default-width", G_CALLBACK(on_width_changed), calculator);
    g_signal_connect(window, "close-request", G_CALLBACK(on_close_request), calculator);
    g_signal_connect(window, "map", G_CALLBACK(on_map), calculator);
    refresh(calculator);
    return window;
}
