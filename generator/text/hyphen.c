/* hyphen.c: where a one-word name may be broken onto two lines with a
 * hyphen, when it fits its face on one line only under the legible size
 * (the rotation game's 'Emperor' in a tile's centre cell). A small rule of
 * English and Latin-script syllables, not a dictionary: between two vowels,
 * break before the last consonant (Em|peror, Empe|ror, Arch|bishop), a
 * pair that reads as one sound (ch, ph, qu ...) kept whole (Ele|phant);
 * never leaving fewer than two letters before or three after; only across
 * ASCII letters, so a name in another script is never broken inside a word. */
#include "text.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static int vowel(const char *w, size_t i)
{
    int c = tolower((unsigned char)w[i]);
    if (c == 'y') /* a vowel after a consonant (Tyr|ant), a consonant first */
        return i > 0 && isalpha((unsigned char)w[i - 1]) && !strchr("aeiou", tolower((unsigned char)w[i - 1]));
    return c && strchr("aeiou", c) != NULL;
}

static int letter(const char *w, size_t i)
{
    return isascii((unsigned char)w[i]) && isalpha((unsigned char)w[i]);
}

/* Two consonants read as one: never broken between. */
static int digraph(const char *w, size_t i)
{
    static const char *pairs[] = {"ch", "ck", "gh", "ph", "qu", "sh", "th", "wh", "ng"};
    char p[3] = {(char)tolower((unsigned char)w[i]), (char)tolower((unsigned char)w[i + 1]), 0};
    for (size_t k = 0; k < sizeof pairs / sizeof pairs[0]; k++)
        if (!strcmp(p, pairs[k]))
            return 1;
    return 0;
}

int text_hyphen_points(const char *word, int *out, int max)
{
    size_t n = strlen(word);
    int found = 0;
    for (size_t i = 0; i < n; i++)
        if (!letter(word, i))
            return 0; /* a space, a digit, another script: not one word of letters */
    for (size_t i = 0; i < n && found < max; i++) {
        if (!vowel(word, i))
            continue;
        size_t j = i + 1; /* the consonants after this vowel, up to the next */
        while (j < n && !vowel(word, j))
            j++;
        if (j >= n || j == i + 1)
            continue;
        size_t at = j - 1; /* before the last consonant, or the last pair's first */
        if (at > i + 1 && digraph(word, at - 1))
            at--;
        if (at >= 2 && n - at >= 3)
            out[found++] = (int)at;
        i = j - 1;
    }
    return found;
}

char *text_two_lines(const char *name, int brk)
{
    size_t n = strlen(name);
    if (brk > 0 && (size_t)brk < n) { /* at a space */
        char *s = xstrdup(name);
        s[brk] = '\n';
        return s;
    }
    if (brk < 0 && (size_t)-brk < n) { /* inside a word, with a hyphen */
        size_t at = (size_t)-brk;
        char *s = xmalloc(n + 3);
        memcpy(s, name, at);
        memcpy(s + at, "-\n", 2);
        memcpy(s + at + 2, name + at, n - at + 1);
        return s;
    }
    return xstrdup(name);
}
