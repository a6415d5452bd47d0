# pnpgen: print-and-play sets from piece definitions.
#   make pdf    install what is missing, build, render every set into output/
#   make pdf PAPER=letter (or a4-letter-safe)  the same on US Letter (or on
#               a page that fits both A4 and Letter), into output/<paper>/
#   make pdf BOOKLET=a5  the booklets as A5 booklets, imposed two pages to a
#               side of A4 for folding and stapling (<id>-booklet-a5.pdf)
#   make check  build with AddressSanitizer + UBSan and run every test
#   make golden rewrite the reference pages tests/golden/ (review them first)
#   make diff BASE=<rev>  pages that differ from revision BASE (default HEAD),
#               side by side in output/diff/; exit 1 when any differ
#   make fuzz [FUZZ_SECONDS=60]  libFuzzer harnesses (clang), each run that long
#   make valgrind  one full render under valgrind (no errors, no definite leak)
#   make validate, make bench, make clean
# Only sets whose definition, layout or generator changed are re-rendered.

CC      ?= cc
PKGS    := pangocairo cairo-pdf cairo-png cairo-svg libxml-2.0 fontconfig
WARN    := -std=c11 -D_DEFAULT_SOURCE -Wall -Wextra -Wshadow -Wstrict-prototypes -Wformat=2
DEFS    := $(sort $(wildcard piecedefs/*.xml))
IDS     := $(notdir $(DEFS:.xml=))
# The paper: layouts/$(PAPER).xml; A4 sets go to output/<id>/, others to
# output/$(PAPER)/<id>/, so that sets on every paper can be kept.
PAPER   ?= a4
LAYOUT  := layouts/$(PAPER).xml
OUT     := $(if $(filter a4,$(PAPER)),output,output/$(PAPER))
# BOOKLET=a5: pnpgen render --booklet a5 (an A4 paper only)
BOOKLET ?=
BOOKDOC := booklet$(if $(BOOKLET),-$(BOOKLET))
STAMP   := .rendered$(if $(BOOKLET),-$(BOOKLET))
SRCS    := $(sort $(wildcard generator/*.c))
LIBSRCS := $(filter-out generator/main.c,$(SRCS))
HDRS    := $(wildcard generator/*.h)
UNIT    := $(sort $(wildcard tests/unit/*.c))

# pkg-config is asked only when something is compiled, after deps.
PKG_CFLAGS = $(shell pkg-config --cflags $(PKGS))
PKG_LIBS   = $(shell pkg-config --libs $(PKGS)) -lm

REL_OBJS  := $(SRCS:generator/%.c=build/release/%.o) build/release/schema_piecedef.o
ASAN_OBJS := $(LIBSRCS:generator/%.c=build/asan/%.o) build/asan/schema_piecedef.o
SANITIZE  := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined

.PHONY: all pdf check deps validate bench clean golden diff fuzz valgrind
.DELETE_ON_ERROR:

all: build/pnpgen

deps:
	@sh tools/install-deps.sh

# The schema travels inside the binary, so pnpgen validates wherever it runs.
build/schema_piecedef.c: piecedefs/piecedef.rng tools/embed.sh
	@mkdir -p build
	sh tools/embed.sh schema_piecedef $< > $@

build/release/%.o: generator/%.c $(HDRS) | build/release/.dir
	@echo "  CC      $<"
	@$(CC) $(WARN) -O2 $(PKG_CFLAGS) -Igenerator -c $< -o $@
build/release/schema_piecedef.o: build/schema_piecedef.c | build/release/.dir
	$(CC) $(WARN) -O2 -c $< -o $@
build/pnpgen: $(REL_OBJS)
	$(CC) -o $@ $^ $(PKG_LIBS)

build/asan/%.o: generator/%.c $(HDRS) | build/asan/.dir
	@echo "  CC/san  $<"
	@$(CC) $(WARN) -O1 -g $(SANITIZE) $(PKG_CFLAGS) -Igenerator -c $< -o $@
build/asan/schema_piecedef.o: build/schema_piecedef.c | build/asan/.dir
	$(CC) $(WARN) -O1 -g -c $< -o $@
build/asan/pnpgen: build/asan/main.o $(ASAN_OBJS)
	$(CC) $(SANITIZE) -o $@ $^ $(PKG_LIBS)
build/asan/unit: $(UNIT) tests/unit/tests.def tests/unit/test.h $(ASAN_OBJS)
	$(CC) $(WARN) -O1 -g $(SANITIZE) $(PKG_CFLAGS) -Igenerator -Itests/unit -o $@ $(UNIT) $(ASAN_OBJS) $(PKG_LIBS)
# The fuzz harnesses' saved crashing inputs, replayed by make check under
# ASan+UBSan without libFuzzer (tests/fuzz/replay.c).
FUZZERS := piecedef layout betza diagram
build/asan/replay_%: tests/fuzz/fuzz_%.c tests/fuzz/replay.c tests/fuzz/fuzz.h $(ASAN_OBJS)
	$(CC) $(WARN) -O1 -g $(SANITIZE) $(PKG_CFLAGS) -Igenerator -Itests/fuzz -o $@ $< tests/fuzz/replay.c $(ASAN_OBJS) $(PKG_LIBS)

# libFuzzer builds (clang only): make fuzz FUZZ_SECONDS=N
FUZZ_CC      ?= clang
FUZZ_SECONDS ?= 60
FUZZ_SAN  := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
FUZZ_OBJS := $(LIBSRCS:generator/%.c=build/fuzz/%.o) build/fuzz/schema_piecedef.o
.SECONDARY: $(FUZZ_OBJS)
build/fuzz/%.o: generator/%.c $(HDRS) | build/fuzz/.dir
	$(FUZZ_CC) $(WARN) -Wno-format-nonliteral -Wno-string-concatenation -O1 -g $(FUZZ_SAN) -fsanitize=fuzzer-no-link $(PKG_CFLAGS) -Igenerator -c $< -o $@
build/fuzz/schema_piecedef.o: build/schema_piecedef.c | build/fuzz/.dir
	$(FUZZ_CC) $(WARN) -O1 -g -c $< -o $@
build/fuzz/fuzz_%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz.h $(FUZZ_OBJS)
	$(FUZZ_CC) $(WARN) -O1 -g $(FUZZ_SAN) -fsanitize=fuzzer $(PKG_CFLAGS) -Igenerator -Itests/fuzz -o $@ $< $(FUZZ_OBJS) $(PKG_LIBS)

fuzz:
	@sh tools/install-deps.sh clang libclang-rt-14-dev
	@$(MAKE) --no-print-directory $(FUZZERS:%=build/fuzz/fuzz_%)
	@sh tests/fuzz/run.sh $(FUZZ_SECONDS) $(FUZZERS)

# One full render under valgrind, built without sanitizers.
valgrind:
	@sh tools/install-deps.sh valgrind
	@$(MAKE) --no-print-directory build/pnpgen
	@sh tests/valgrind.sh

build/pngdiff: tests/tools/pngdiff.c | build/release/.dir
	$(CC) $(WARN) -O2 $(shell pkg-config --cflags cairo) -o $@ $< $(shell pkg-config --libs cairo)
build/inkbox: tests/tools/inkbox.c | build/release/.dir
	$(CC) $(WARN) -O2 $(shell pkg-config --cflags cairo) -o $@ $< $(shell pkg-config --libs cairo)

REL_LIB_OBJS = $(filter-out build/release/main.o,$(REL_OBJS))
build/bench: tests/bench/bench.c $(REL_LIB_OBJS)
	$(CC) $(WARN) -O2 $(PKG_CFLAGS) -Igenerator -o $@ $< $(REL_LIB_OBJS) $(PKG_LIBS)

%/.dir:
	@mkdir -p $(@D) && touch $@

# One set: re-rendered when its definition, the layout or pnpgen changes.
$(OUT)/%/$(STAMP): piecedefs/%.xml $(LAYOUT) build/pnpgen
	@build/pnpgen render $< --layout $(LAYOUT) $(if $(BOOKLET),--booklet $(BOOKLET)) -o $(OUT)/$*
	@echo "rendered $(OUT)/$*/$*-components.pdf and $*-$(BOOKDOC).pdf"
	@touch $@

# The binary first, then the sets two at a time (the machines have 2 cores).
pdf: deps
	@test -f $(LAYOUT) || { echo "make: PAPER=$(PAPER): there is no $(LAYOUT);" \
		"papers: $(notdir $(basename $(wildcard layouts/*.xml)))" >&2; exit 2; }
	@$(MAKE) -q --no-print-directory build/pnpgen || $(MAKE) --no-print-directory build/pnpgen
	@$(MAKE) -s --no-print-directory -j2 $(IDS:%=$(OUT)/%/$(STAMP))

validate: deps
	@$(MAKE) --no-print-directory build/pnpgen
	build/pnpgen validate $(DEFS)

check: deps
	@$(MAKE) --no-print-directory build/asan/pnpgen build/asan/unit build/pngdiff build/inkbox build/pnpgen \
		$(FUZZERS:%=build/asan/replay_%)
	@sh tests/run.sh

golden: deps
	@$(MAKE) --no-print-directory build/pnpgen build/pngdiff
	@sh tests/golden.sh update

BASE ?= HEAD
diff: deps
	@$(MAKE) --no-print-directory build/pnpgen build/pngdiff
	@sh tests/diff.sh '$(BASE)'

bench: deps
	@$(MAKE) --no-print-directory build/pnpgen build/bench
	@sh tests/bench/bench.sh

clean:
	rm -rf build output
