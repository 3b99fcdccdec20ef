/* countonme-gtk: the calculator apps on the Linux desktop, over libcountonme's keypad session.
 * Numbers, labels and messages are in the environment's locale and language (LANG, LC_ALL…). */
#include "window.h"

#include <glib-unix.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>

/* Closes every window as a click on its close button would (each saves its state), which ends
 * the application: Ctrl+Q, and SIGTERM or SIGINT from the session or a terminal. */
static void quit(GtkApplication *application) {
    GList *windows = g_list_copy(gtk_application_get_windows(application));
    for (GList *window = windows; window; window = window->next) gtk_window_close(GTK_WINDOW(window->data));
    g_list_free(windows);
}

static void on_quit(GSimpleAction *action, GVariant *parameter, gpointer data) {
    (void)action;
    (void)parameter;
    quit(data);
}

static gboolean on_signal(gpointer data) {
    quit(data);
    return G_SOURCE_CONTINUE;
}

static void on_startup(GtkApplication *application, gpointer data) {
    (void)data;
    GSimpleAction *action = g_simple_action_new("quit", NULL);
    g_signal_connect(action, "activate", G_CALLBACK(on_quit), application);
    g_action_map_add_action(G_ACTION_MAP(application), G_ACTION(action));
    g_object_unref(action);
    const char *accelerators[] = {"<Control>q", NULL};
    gtk_application_set_accels_for_action(application, "app.quit", accelerators);
    g_unix_signal_add(SIGTERM, on_signal, application);
    g_unix_signal_add(SIGINT, on_signal, application);
}

static void on_activate(GtkApplication *application, gpointer data) {
    (void)data;
    GtkWindow *existing = gtk_application_get_active_window(application);
    if (existing) {
        gtk_window_present(existing);
        return;
    }
    GtkWidget *window = calculator_window_new(application);
    if (window == NULL) {
        fputs("countonme-gtk: the calculator could not start (out of memory)\n", stderr);
        g_application_quit(G_APPLICATION(application));
        return;
    }
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    setlocale(LC_ALL, "");
    /* The application's own words (tooltips, descriptions): its catalog, installed beside it;
     * COUNTONME_GTK_LOCALEDIR points elsewhere (the tests' copy). */
    const char *catalogs = g_getenv("COUNTONME_GTK_LOCALEDIR");
    bindtextdomain(GETTEXT_PACKAGE, catalogs && *catalogs ? catalogs : LOCALEDIR);
    bind_textdomain_codeset(GETTEXT_PACKAGE, "UTF-8");
    textdomain(GETTEXT_PACKAGE);
    /* One window per run in the test mode, so that parallel tests do not share one. */
    GApplicationFlags flags = g_getenv("COUNTONME_GTK_TRACE") ? G_APPLICATION_NON_UNIQUE : G_APPLICATION_DEFAULT_FLAGS;
    GtkApplication *application = gtk_application_new("org.countonme.Calculator", flags);
    g_signal_connect(application, "startup", G_CALLBACK(on_startup), NULL);
    g_signal_connect(application, "activate", G_CALLBACK(on_activate), NULL);
    int status = g_application_run(G_APPLICATION(application), argc, argv);
    g_object_unref(application);
    return status;
}
