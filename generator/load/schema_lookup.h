/* schema_lookup.h: the attributes and child elements piecedef.rng allows on an element, read
 * from the embedded schema (for explaining schema failures in words). */
#ifndef PNPGEN_SCHEMA_LOOKUP_H
#define PNPGEN_SCHEMA_LOOKUP_H

struct schema_attr {
    char *name;
    char **values; int nvalues; /* enumerated values, in schema order */
    int free_form;              /* other values allowed too (a pattern or text) */
    int list;                   /* a space-separated list of the values (<list>) */
};

/* The schema read once, with the answers kept per element. */
struct schema_index;
struct schema_index *schema_index_new(void);
void schema_index_free(struct schema_index *idx);
/* One index kept for the process (made on first use), released by
 * schema_index_release (xml_cleanup calls it). */
struct schema_index *schema_index_shared(void);
void schema_index_release(void);
/* Sets *out to the attributes of every definition of `element` (owned by
 * idx); returns their number, or -1 when the schema has no such element. */
int schema_attributes(struct schema_index *idx, const char *element,
                      const struct schema_attr **out);
/* Sets *out to the elements `element` may hold directly, in schema order
 * (owned by idx); returns their number, or -1 for an unknown element. */
int schema_children(struct schema_index *idx, const char *element, const char *const **out);
/* Every element the schema names (owned by idx); returns their number. */
int schema_elements(struct schema_index *idx, const char *const **out);

#endif
