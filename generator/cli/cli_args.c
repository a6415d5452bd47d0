/* cli_args.c: reading a command's options as GNU and POSIX tools do
 * (getopt_long), and the one-line messages for a misused command line. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

/* getopt's struct option under another name: model.h has a struct option */
#define option getopt_option
#include <getopt.h>
#undef option

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int cli_misuse(const struct cli_command *cmd, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("pnpgen: error: ", stderr);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry 'pnpgen %s%s--help'.\n", cmd ? cmd->name : "", cmd ? " " : "");
    return CLI_INPUT;
}

/* What getopt_long refused, in the words GNU tools use. optind has moved
 * past a long option at fault; a letter is in optopt. */
static int refused(const struct cli_command *cmd, char **argv, int c)
{
    const char *arg = argv[optind - 1];
    int is_long = optind > 1 && !strncmp(arg, "--", 2);
    int name = is_long ? (int)strcspn(arg, "=") : 0;
    if (c == ':')
        return is_long ? cli_misuse(cmd, "option '%.*s' requires an argument", name, arg)
                       : cli_misuse(cmd, "option requires an argument -- '%c'", optopt);
    if (optopt == 0 && is_long)
        return cli_misuse(cmd, "unrecognized option '%.*s'", name, arg);
    if (is_long && (optopt >= CLI_LONG || arg[name] == '='))
        return cli_misuse(cmd, "option '%.*s' doesn't allow an argument", name, arg);
    if (optopt > ' ' && optopt < 127)
        return cli_misuse(cmd, "invalid option -- '%c'", optopt);
    return cli_misuse(cmd, "invalid option '%s'", arg);
}

int cli_next_option(const struct cli_command *cmd, int argc, char **argv, const char *shortopts,
                    const struct cli_option *longopts, int *rc)
{
    char opts[64];
    snprintf(opts, sizeof opts, ":h%s", shortopts); /* ':': a missing value is told apart */
    struct getopt_option table[32];
    int n = 0;
    for (; longopts[n].name && n < 31; n++)
        table[n] = (struct getopt_option){longopts[n].name,
                                          longopts[n].takes_value ? required_argument : no_argument,
                                          NULL, longopts[n].val};
    table[n] = (struct getopt_option){NULL, 0, NULL, 0};
    opterr = 0;
    int c = getopt_long(argc, argv, opts, table, NULL);
    if (c == 'h') {
        fputs(cmd->help, stdout);
        *rc = CLI_OK;
        return CLI_STOP;
    }
    if (c == '?' || c == ':') {
        *rc = refused(cmd, argv, c);
        return CLI_STOP;
    }
    return c;
}

int cli_operands(const struct cli_command *cmd, int argc, char **argv, int min, int max,
                 const char *what)
{
    int n = argc - optind;
    if (n < min)
        return cli_misuse(cmd, "%s needs %s", cmd->name, what), -1;
    if (max >= 0 && n > max)
        return cli_misuse(cmd, "unexpected argument '%s'", argv[optind + max]), -1;
    return n;
}

int cli_parse_int(const char *value, long lo, long hi, int *out)
{
    char *end;
    errno = 0;
    long n = strtol(value, &end, 10);
    if (errno || *end || end == value || n < lo || n > hi)
        return -1;
    *out = (int)n;
    return 0;
}
