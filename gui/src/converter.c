/* The currency converter of the exchange app: an amount typed in the locale's format, two
 * currencies among those with rates, the result in the locale's currency format (the library
 * converts "AMOUNT FROM in TO" exactly at the loaded rates and writes money as ICU does), the
 * rates' date, and a button that updates the rates with the command's `countonme rates update`.
 * Rates are found as the command finds them: $COUNTONME_RATES, else the cache
 * $XDG_CACHE_HOME/countonme/eurofxref-daily.xml that `rates update` fills. */
#include "converter.h"

#include "library.h"
#include "trace.h"

#include <countonme.h>
#include <glib/gi18n.h>

typedef struct {
    countonme_context *context;   /* its own, for the rates (the calculator's stays untouched) */
    GtkWidget *amount, *from, *to, *result, *date, *message, *update;
    GtkStringList *codes;
} Converter;

/* The rates file, as the command finds it (owned by the caller). */
static char *rates_path(void) {
    const char *variable = g_getenv("COUNTONME_RATES");
    if (variable && *variable) return g_strdup(variable);
    return g_build_filename(g_get_user_cache_dir(), "countonme", "eurofxref-daily.xml", NULL);
}

/* The library's message for the context's last error (owned by the caller). */
static char *error_message(Converter *converter) {
    char *text = NULL;
    countonme_status status = countonme_error_message(converter->context, &text);
    return library_text(status, text);
}

static const char *selected_code(GtkWidget *dropdown) {
    GObject *item = gtk_drop_down_get_selected_item(GTK_DROP_DOWN(dropdown));
    return item ? gtk_string_object_get_string(GTK_STRING_OBJECT(item)) : NULL;
}

/* Shows the conversion of the amount typed, or why there is none. */
static void convert(Converter *converter) {
    const char *amount = gtk_editable_get_text(GTK_EDITABLE(converter->amount));
    const char *from = selected_code(converter->from), *to = selected_code(converter->to);
    char *result = g_strdup(""), *message = g_strdup("");
    if (from && to && *amount) {
        /* "in" converts in every language the library reads. */
        char *expression = g_strdup_printf("(%s) %s in %s", amount, from, to);
        char *text = NULL;
        if (countonme_evaluate(converter->context, expression, &text) == COUNTONME_OK) {
            g_free(result);
            result = g_strconcat("\u202D", text, "\u202C", NULL);   /* left to right, as numbers are */
        } else {
            g_free(message);
            message = error_message(converter);
        }
        countonme_free(text);
        g_free(expression);
    }
    gtk_label_set_text(GTK_LABEL(converter->result), result);
    if (*message) gtk_label_set_text(GTK_LABEL(converter->message), message);
    else if (from) gtk_label_set_text(GTK_LABEL(converter->message), "");
    char *line = g_strdup_printf("converter=%s\tmessage=%s\tdate=%s", result, message,
                                 gtk_label_get_text(GTK_LABEL(converter->date)));
    trace_line(line);
    g_free(line);
    g_free(result);
    g_free(message);
}

/* Loads the rates and fills the currency lists (EUR and the first other currency chosen). */
static void load_rates(Converter *converter) {
    char *path = rates_path();
    countonme_status status = countonme_context_load_rates_file(converter->context, path);
    g_free(path);
    gtk_string_list_splice(converter->codes, 0, g_list_model_get_n_items(G_LIST_MODEL(converter->codes)), NULL);
    if (status != COUNTONME_OK) {
        gtk_label_set_text(GTK_LABEL(converter->date), "");
        gtk_label_set_text(GTK_LABEL(converter->message), _("No exchange rates yet: update them"));
        convert(converter);
        return;
    }
    char **codes = NULL;
    int32_t count = 0;
    if (countonme_context_list(converter->context, COUNTONME_LIST_CURRENCIES, &codes, &count) == COUNTONME_OK) {
        for (int32_t index = 0; index < count; index++) gtk_string_list_append(converter->codes, codes[index]);
        countonme_free(codes);
    }
    /* From the euro (every rate's base) to the US dollar, the most converted pair, else to the
     * first other currency. */
    guint euro = 0, dollar = G_MAXUINT;
    for (guint index = 0; index < (guint)count; index++) {
        const char *code = gtk_string_list_get_string(converter->codes, index);
        if (g_strcmp0(code, "EUR") == 0) euro = index;
        if (g_strcmp0(code, "USD") == 0) dollar = index;
    }
    guint other = dollar != G_MAXUINT ? dollar : (euro == 0 && count > 1 ? 1 : 0);
    gtk_drop_down_set_selected(GTK_DROP_DOWN(converter->from), euro);
    gtk_drop_down_set_selected(GTK_DROP_DOWN(converter->to), other);
    char *date = NULL;
    if (countonme_context_rate(converter->context, "EUR", "EUR", NULL, &date) == COUNTONME_OK) {
        /* Translators: %s is the date of the exchange rates, as the European Central Bank writes it (2024-06-28). */
        char *text = g_strdup_printf(_("Rates of %s"), date);
        gtk_label_set_text(GTK_LABEL(converter->date), text);
        g_free(text);
    }
    countonme_free(date);
    gtk_label_set_text(GTK_LABEL(converter->message), "");
    convert(converter);
}

static void on_changed(gpointer object, gpointer data) {
    (void)object;
    convert(data);
}

static void on_notify(GObject *object, GParamSpec *spec, gpointer data) {
    (void)object;
    (void)spec;
    convert(data);
}

static void on_swap(GtkButton *button, gpointer data) {
    (void)button;
    Converter *converter = data;
    guint from = gtk_drop_down_get_selected(GTK_DROP_DOWN(converter->from));
    guint to = gtk_drop_down_get_selected(GTK_DROP_DOWN(converter->to));
    gtk_drop_down_set_selected(GTK_DROP_DOWN(converter->from), to);
    gtk_drop_down_set_selected(GTK_DROP_DOWN(converter->to), from);
}

/* `countonme rates update` ended: its own message (in the user's language) when it failed. */
static void on_updated(GObject *source, GAsyncResult *result, gpointer data) {
    Converter *converter = data;
    char *errors = NULL;
    GError *error = NULL;
    GSubprocess *process = G_SUBPROCESS(source);
    g_subprocess_communicate_utf8_finish(process, result, NULL, &errors, &error);
    gtk_widget_set_sensitive(converter->update, TRUE);
    if (error == NULL && g_subprocess_get_successful(process)) {
        load_rates(converter);
    } else {
        const char *text = error ? error->message : (errors ? g_strstrip(errors) : "");
        gtk_label_set_text(GTK_LABEL(converter->message), text);
        char *line = g_strdup_printf("update=failed\tmessage=%s", text);
        trace_line(line);
        g_free(line);
    }
    g_clear_error(&error);
    g_free(errors);
}

static void on_update(GtkButton *button, gpointer data) {
    Converter *converter = data;
    const char *command = g_getenv("COUNTONME_CLI");
    GError *error = NULL;
    GSubprocess *process = g_subprocess_new(G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error,
                                            command && *command ? command : "countonme", "rates", "update", NULL);
    if (process == NULL) {
        gtk_label_set_text(GTK_LABEL(converter->message), error->message);
        g_clear_error(&error);
        return;
    }
    gtk_widget_set_sensitive(GTK_WIDGET(button), FALSE);
    g_subprocess_communicate_utf8_async(process, NULL, NULL, on_updated, converter);
    g_object_unref(process);
}

static void converter_free(gpointer data) {
    Converter *converter = data;
    countonme_context_free(converter->context);
    g_free(converter);
}

GtkWidget *converter_new(void) {
    Converter *converter = g_new0(Converter, 1);
    if (countonme_context_new(NULL, &converter->context) != COUNTONME_OK &&
        countonme_context_new("C", &converter->context) != COUNTONME_OK) {
        g_free(converter);
        return gtk_label_new("");
    }
    GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    g_object_set_data_full(G_OBJECT(page), "countonme-converter", converter, converter_free);
    gtk_widget_set_margin_top(page, 16);
    gtk_widget_set_margin_bottom(page, 16);
    gtk_widget_set_margin_start(page, 16);
    gtk_widget_set_margin_end(page, 16);

    converter->amount = gtk_entry_new();
    gtk_entry_set_placeholder_text(GTK_ENTRY(converter->amount), _("Amount"));
    gtk_accessible_update_property(GTK_ACCESSIBLE(converter->amount), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Amount"), -1);
    gtk_entry_set_alignment(GTK_ENTRY(converter->amount), 1);
    gtk_widget_add_css_class(converter->amount, "display-main");
    g_signal_connect(converter->amount, "changed", G_CALLBACK(on_changed), converter);

    converter->codes = gtk_string_list_new(NULL);
    converter->from = gtk_drop_down_new(G_LIST_MODEL(g_object_ref(converter->codes)), NULL);
    converter->to = gtk_drop_down_new(G_LIST_MODEL(converter->codes), NULL);
    gtk_accessible_update_property(GTK_ACCESSIBLE(converter->from), GTK_ACCESSIBLE_PROPERTY_LABEL, _("From"), -1);
    gtk_accessible_update_property(GTK_ACCESSIBLE(converter->to), GTK_ACCESSIBLE_PROPERTY_LABEL, _("To"), -1);
    g_signal_connect(converter->from, "notify::selected", G_CALLBACK(on_notify), converter);
    g_signal_connect(converter->to, "notify::selected", G_CALLBACK(on_notify), converter);
    GtkWidget *swap = gtk_button_new_from_icon_name("object-flip-horizontal-symbolic");
    gtk_widget_set_tooltip_text(swap, _("Swap the currencies"));
    gtk_accessible_update_property(GTK_ACCESSIBLE(swap), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Swap the currencies"), -1);
    g_signal_connect(swap, "clicked", G_CALLBACK(on_swap), converter);
    GtkWidget *currencies = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
    gtk_widget_set_halign(currencies, GTK_ALIGN_CENTER);
    gtk_box_append(GTK_BOX(currencies), converter->from);
    gtk_box_append(GTK_BOX(currencies), swap);
    gtk_box_append(GTK_BOX(currencies), converter->to);

    converter->result = gtk_label_new("");
    gtk_label_set_selectable(GTK_LABEL(converter->result), TRUE);
    gtk_label_set_xalign(GTK_LABEL(converter->result), 1);
    gtk_widget_add_css_class(converter->result, "display-main");
    converter->date = gtk_label_new("");
    converter->message = gtk_label_new("");
    gtk_label_set_wrap(GTK_LABEL(converter->message), TRUE);
    converter->update = gtk_button_new_with_label(_("Update the rates"));
    g_signal_connect(converter->update, "clicked", G_CALLBACK(on_update), converter);

    gtk_box_append(GTK_BOX(page), converter->amount);
    gtk_box_append(GTK_BOX(page), currencies);
    gtk_box_append(GTK_BOX(page), converter->result);
    gtk_box_append(GTK_BOX(page), converter->date);
    gtk_box_append(GTK_BOX(page), converter->message);
    gtk_box_append(GTK_BOX(page), converter->update);
    load_rates(converter);
    return page;
}

GtkWidget *converter_amount(GtkWidget *page) {
    Converter *converter = g_object_get_data(G_OBJECT(page), "countonme-converter");
    return converter ? converter->amount : NULL;
}


void converter_update(GtkWidget *page) {
    Converter *converter = g_object_get_data(G_OBJECT(page), "countonme-converter");
    if (converter && gtk_widget_get_sensitive(converter->update)) on_update(GTK_BUTTON(converter->update), converter);
}
