# pnpgen: print-and-play sets from piece definitions.
#   make pdf    install what is missing, build, render every set into output/
#   make pdf DEFS=dir/  every definition of dir/ (pnpgen import's), into output/dir/
#   make pdf PAPER=letter (or a4-letter-safe)  the same on US Letter (or on
#               a page that fits both A4 and Letter), into output/<paper>/
#   make pdf CUT=square  round pieces on square tiles that share straight
#               cut lines (a paper trimmer), into output/<paper>-cut-square/
#   make pdf CROP=1 BLEED=3  for a print shop: crop marks outside every
#               straight cut, and art that reaches a cut printed 3 mm past
#               it (either alone too), into output/<paper>-crop-bleed3/
#   make pdf BOOKLET=a5  the booklets as A5 booklets, imposed two pages to a
#               side of A4 for folding and stapling (<id>-booklet-a5.pdf)
#   make check [T="04 golden"]  build with AddressSanitizer + UBSan and run
#               every test (or only the tests/check/ scripts named)
#   make unit [T="betza diagram_text"]  the C unit tests (or those named)
#   make golden rewrite the reference pages tests/golden/ (review them first)
#   make diff BASE=<rev> [DIFF_DPI=60 DIFF_OUT=output/diff DIFF_JOBS=N]
#               pages that differ from revision BASE (default HEAD): side by
#               side, their text diffs and index.html in DIFF_OUT; only the
#               sets the change can touch are rendered, N at a time;
#               ./make.sh diff exits 0 same, 1 differ, 2 broken
#   make fuzz [FUZZ_SECONDS=60 | FUZZ_RUNS=N] [FUZZ_JOBS=N] [FUZZERS=...]  libFuzzer harnesses (clang),
#                                each run that long or for N executions
#   make valgrind  one full render under valgrind (no errors, no definite leak)
#   make watch DEF=piecedefs/<id>.xml  render the set again on every save
#               (pnpgen watch); PAPER, CUT, CROP, BLEED and BOOKLET as for make pdf
#   make install [PREFIX=/usr/local] [DESTDIR=]  the binary, the layouts,
#               the schemas, the shipped definitions and the man page
#               pnpgen(1); make uninstall removes them
#   make rnc    the schemas in RELAX NG's compact syntax for Emacs nXML
#               (piecedefs/piecedef.rnc, layouts/layout.rnc; needs trang)
#   make validate, make bench, make clean
# Only sets whose definition, layout or generator changed are re-rendered.

CC      ?= cc
WARN    := -std=c11 -D_DEFAULT_SOURCE -Wall -Wextra -Wshadow -Wstrict-prototypes -Wformat=2
# DEFS: the folder whose definitions make pdf renders (make pdf
# DEFS=imported/ prints every set pnpgen import wrote there).
DEFS    ?= piecedefs/
DEFDIR  := $(patsubst %/,%,$(DEFS))
# The definitions make can name: a file name with a space is split by make
# into words that name no file, and is left out here (make pdf names it).
DEFFILES := $(sort $(wildcard $(filter $(DEFDIR)/%.xml,$(wildcard $(DEFDIR)/*.xml))))
IDS     := $(notdir $(DEFFILES:.xml=))
# The paper: layouts/$(PAPER).xml; A4 sets go to output/<id>/, others to
# output/$(PAPER)/<id>/, so that sets on every paper can be kept.
PAPER   ?= a4
# CUT=square: round pieces on square tiles for a paper trimmer (the
# layout's <pieces disc-cut="square">, in a copy made under build/), into
# output/<paper>-cut-square/<id>/; CUT=circle (default) as the layout has it.
CUT     ?=
CUT_SQ  := $(filter square,$(CUT))
$(if $(filter-out circle square,$(CUT)),$(error CUT=$(CUT): the cuts are circle and square))
# CROP=1 BLEED=N: for a print shop, the layout's <trim crop-marks="yes"
# bleed="N"> (in the same copy), into output/<paper>-crop-bleedN/<id>/.
# pnpgen checks N's range (0 to 5 mm) and names the line of the copy.
CROP    ?=
BLEED   ?=
$(if $(filter-out 0 1 yes no,$(CROP)),$(error CROP=$(CROP): CROP=1 prints crop marks, CROP=0 none))
CROP_ON := $(filter 1 yes,$(CROP))
$(if $(BLEED),$(if $(shell echo '$(BLEED)' | grep -Eqx '[0-9]+(\.[0-9]+)?' || echo bad),\
  $(error BLEED=$(BLEED): the bleed is a length in mm, 0 to 5, such as BLEED=3)))
BLEED_ON := $(filter-out 0 0.0,$(BLEED))
# The copy's name says what it changes: a4-cut-square-crop-bleed3.xml
VARIANT := $(if $(CUT_SQ),-cut-square)$(if $(CROP_ON),-crop)$(if $(BLEED_ON),-bleed$(BLEED))
PAPER_LAYOUT := layouts/$(PAPER).xml
LAYOUT  := $(if $(VARIANT),build/layouts/$(PAPER)$(VARIANT).xml,$(PAPER_LAYOUT))
# A folder other than piecedefs/ renders into output/<folder>/ (its ids
# may be those of the shipped sets).
OUT     := $(if $(filter piecedefs,$(DEFDIR)),,$(notdir $(DEFDIR))/)
OUT     := $(patsubst %/,%,output/$(OUT)$(if $(VARIANT),$(PAPER)$(VARIANT),$(if $(filter a4,$(PAPER)),,$(PAPER))))
# BOOKLET=a5: pnpgen render --booklet a5 (an A4 paper only)
BOOKLET ?=
BOOKDOC := booklet$(if $(BOOKLET),-$(BOOKLET))
STAMP   := .rendered$(if $(BOOKLET),-$(BOOKLET))
# generator/<stage>/*.c make the library; generator/main.c is the command.
LIBSRCS := $(sort $(wildcard generator/*/*.c))
# Unit tests: base/ and notation/ in a runner linked with libc and libm
# only (no Pango, no fontconfig: it would not link if they needed them);
# the rest in a second runner. helpers.c serves both.
UNIT_NOTATION := tests/unit/helpers.c tests/unit/test_markup.c tests/unit/test_moves.c \
                 tests/unit/test_overlay.c tests/unit/test_words.c tests/unit/test_xbetza_table.c \
                 tests/unit/test_symbols_doc.c
UNIT    := $(filter-out $(UNIT_NOTATION) tests/unit/run_unit.c,$(sort $(wildcard tests/unit/*.c))) \
           tests/unit/helpers.c
PKGS    := pangocairo cairo-pdf cairo-png cairo-svg libxml-2.0 fontconfig

# Each stage folder sees only the libraries it needs: <cairo.h> does not
# compile in compose/, <libxml/...> only compiles in load/.
PKGS_load    := libxml-2.0
PKGS_text    := pangocairo fontconfig
PKGS_draw    := pangocairo
PKGS_write   := cairo-pdf cairo-png cairo-svg
stage_of = $(word 2,$(subst /, ,$(1)))
# compose/, draw/ and write/: a switch over an enum names every value, no
# default, so an item kind nobody draws (frees, measures) does not compile
# (tests/check/02-layers.sh plants one).
SWITCH_ENUM := -Wswitch-enum -Werror=switch -Werror=switch-enum
WARN_compose := $(SWITCH_ENUM)
WARN_draw    := $(SWITCH_ENUM)
WARN_write   := $(SWITCH_ENUM)
# The libraries' headers come in as -isystem, so -MMD leaves them out of the
# dependency files (make then stats a few project headers, not hundreds).
stage_flags = -Igenerator $(WARN_$(call stage_of,$(1))) $(if $(PKGS_$(call stage_of,$(1))),$$(pkg-config --cflags $(PKGS_$(call stage_of,$(1))) | sed 's| -I/| -isystem /|g; s|^-I/|-isystem /|'))

# pkg-config is asked only when something is compiled, after deps.
PKG_CFLAGS = $(shell pkg-config --cflags $(PKGS))
PKG_LIBS   = $(shell pkg-config --libs $(PKGS)) -lm

SANITIZE  := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
FUZZ_CC   ?= clang
FUZZ_SECONDS ?= 60
FUZZ_RUNS ?=
FUZZ_JOBS ?= 1

# Three builds of the same objects: release (build/release), sanitizers
# (build/asan, for make check) and libFuzzer (build/fuzz, clang).
CC_release   = $(CC)
CC_asan      = $(CC)
CC_fuzz      = $(FUZZ_CC)
OPT_release := -O2
OPT_asan    := -O1 -g $(SANITIZE)
OPT_fuzz    := -O1 -g $(SANITIZE) -fsanitize=fuzzer-no-link -Wno-format-nonliteral -Wno-string-concatenation

# make install: where. pnpgen looks for its layouts in DATADIR (compiled
# in; $$PNPGEN_DATADIR overrides it at run time).
PREFIX  ?= /usr/local
BINDIR  ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share/pnpgen
MANDIR  ?= $(PREFIX)/share/man
# A stamp whose name is the data directory: layout_find.o is compiled
# again when DATADIR changes (make install PREFIX=... after make pdf),
# with no shell run to find out.
DATADIR_STAMP := build/gen/datadir/$(subst /,_,$(DATADIR))

# No built-in rules: make would otherwise search them for every source and
# header the dependency files name (a no-op make pdf took three times as long).
MAKEFLAGS += --no-builtin-rules
.SUFFIXES:

.PHONY: all pdf check unit probe-include probe-compile deps deps-tests install uninstall rnc validate watch bench clean golden diff fuzz valgrind
.DELETE_ON_ERROR:

all: build/pnpgen

# What the build needs (tools/install-deps.sh checks the commands, libraries
# and fonts, and installs only what is missing), checked again only when
# the script or a layout's fonts change: a no-op make pdf runs no package
# query. The test tools (valgrind, python3, poppler) only for make check.
deps: build/.deps
build/.deps: tools/install-deps.sh $(wildcard layouts/*.xml)
	@sh tools/install-deps.sh
	@mkdir -p $(@D) && touch $@
deps-tests: build/.deps-tests
build/.deps-tests: tools/install-deps.sh
	@sh tools/install-deps.sh --tests
	@mkdir -p $(@D) && touch $@

# The schema travels inside the binary, so pnpgen validates wherever it runs.
build/gen/load/schema_piecedef.c: piecedefs/piecedef.rng tools/embed.sh
	@mkdir -p $(@D)
	sh tools/embed.sh schema_piecedef $< > $@
build/gen/load/schema_layout.c: layouts/layout.rng tools/embed.sh
	@mkdir -p $(@D)
	sh tools/embed.sh schema_layout $< > $@

# The engine's built-in variants, as data (pnpgen import's parents).
build/gen/engine/builtins_ini.c: generator/engine/builtins.ini tools/embed.sh
	@mkdir -p $(@D)
	sh tools/embed.sh engine_builtins_ini $< > $@

# The template `pnpgen new` writes.
build/gen/cli/template_new.c: docs/new-variant.xml tools/embed.sh
	@mkdir -p $(@D)
	sh tools/embed.sh cli_template_new $< > $@

# The one compile rule, for each build: automatic header dependencies
# (-MMD -MP), the stage folder's own flags, CFLAGS honoured last.
define build_rules
build/$(1)/%.o: generator/%.c
	@mkdir -p $$(@D)
	@echo "  CC/$(1) $$<"
	@$$(CC_$(1)) $$(WARN) $$(OPT_$(1)) $$(call stage_flags,$$<) $$(CPPFLAGS) $$(CFLAGS) -MMD -MP -c $$< -o $$@
build/$(1)/%.o: build/gen/%.c
	@mkdir -p $$(@D)
	@$$(CC_$(1)) $$(WARN) $$(OPT_$(1)) $$(CPPFLAGS) $$(CFLAGS) -MMD -MP -c $$< -o $$@
LIB_OBJS_$(1) := $$(LIBSRCS:generator/%.c=build/$(1)/%.o) build/$(1)/load/schema_piecedef.o \
                 build/$(1)/load/schema_layout.o build/$(1)/cli/template_new.o build/$(1)/engine/builtins_ini.o
build/$(1)/libpnpgen.a: $$(LIB_OBJS_$(1))
	@rm -f $$@
	@ar rcs $$@ $$^
-include $$(patsubst %.o,%.d,$$(LIB_OBJS_$(1)) build/$(1)/main.o)
build/$(1)/load/layout_find.o: $(DATADIR_STAMP)
build/$(1)/load/layout_find.o: CPPFLAGS += -DPNPGEN_DATADIR='"$(DATADIR)"'
endef
$(foreach b,release asan fuzz,$(eval $(call build_rules,$(b))))
.SECONDARY: $(LIB_OBJS_fuzz)

$(DATADIR_STAMP):
	@rm -rf $(@D) && mkdir -p $(@D) && touch $@

# The compact-syntax schemas are committed (Emacs nXML reads them) and
# made from the XML ones by trang; make check proves they are current.
rnc: piecedefs/piecedef.rnc layouts/layout.rnc
%.rnc: %.rng
	trang $< $@

# make probe-include STAGE=compose HEADER=cairo.h: exit 0 when a file of that
# folder could include that header (tests/check/02-layers.sh asks).
probe-include:
	@echo '#include <$(HEADER)>' | $(CC) $(WARN) $(call stage_flags,generator/$(STAGE)/probe.c) \
		-fsyntax-only -x c - 2>/dev/null

# make probe-compile ROOT=<a copy of generator/> FILE=draw/render.c [PROBE_OUT=x.o]:
# exit 0 when that file of the copy compiles with its folder's flags (into
# PROBE_OUT when given). 02-layers.sh plants an item kind in a copy and expects
# the drawing not to compile, and a call into compose/ that it must see.
probe-compile:
	@$(CC) $(WARN) -I$(ROOT) $(call stage_flags,generator/$(FILE)) \
		$(if $(PROBE_OUT),-c -o $(PROBE_OUT),-fsyntax-only) $(ROOT)/$(FILE)

build/pnpgen: build/release/main.o build/release/libpnpgen.a
	$(CC) $(LDFLAGS) -o $@ $^ $(PKG_LIBS)
build/asan/pnpgen: build/asan/main.o build/asan/libpnpgen.a
	$(CC) $(SANITIZE) $(LDFLAGS) -o $@ $^ $(PKG_LIBS)
build/asan/unit: tests/unit/run_unit.c $(UNIT) tests/unit/tests.def tests/unit/test.h build/asan/libpnpgen.a
	$(CC) $(WARN) $(OPT_asan) $(PKG_CFLAGS) -Igenerator -Itests/unit $(CFLAGS) $(LDFLAGS) -o $@ \
		tests/unit/run_unit.c $(UNIT) build/asan/libpnpgen.a $(PKG_LIBS)
build/asan/unit-notation: tests/unit/run_unit.c $(UNIT_NOTATION) tests/unit/notation.def tests/unit/test.h \
		build/asan/libpnpgen.a
	$(CC) $(WARN) $(OPT_asan) -DUNIT_NOTATION -DUNIT_TESTS='"notation.def"' -Igenerator -Itests/unit \
		$(CFLAGS) $(LDFLAGS) -o $@ tests/unit/run_unit.c $(UNIT_NOTATION) build/asan/libpnpgen.a -lm
# The fuzz harnesses' saved crashing inputs, replayed by make check under
# ASan+UBSan without libFuzzer (tests/fuzz/replay.c).
FUZZERS ?= piecedef layout betza diagram
build/asan/replay_%: tests/fuzz/fuzz_%.c tests/fuzz/replay.c tests/fuzz/fuzz.h build/asan/libpnpgen.a
	$(CC) $(WARN) $(OPT_asan) $(PKG_CFLAGS) -Igenerator -Itests/fuzz $(CFLAGS) $(LDFLAGS) -o $@ $< tests/fuzz/replay.c build/asan/libpnpgen.a $(PKG_LIBS)

# libFuzzer builds (clang only): make fuzz FUZZ_SECONDS=N
build/fuzz/fuzz_%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz.h build/fuzz/libpnpgen.a
	$(FUZZ_CC) $(WARN) -O1 -g $(SANITIZE) -fsanitize=fuzzer $(PKG_CFLAGS) -Igenerator -Itests/fuzz -o $@ $< build/fuzz/libpnpgen.a $(PKG_LIBS)

fuzz:
	@sh tools/install-deps.sh clang libclang-rt-14-dev
	@$(MAKE) --no-print-directory $(FUZZERS:%=build/fuzz/fuzz_%)
	@RUNS=$(FUZZ_RUNS) JOBS=$(FUZZ_JOBS) sh tests/fuzz/run.sh $(FUZZ_SECONDS) $(FUZZERS)

# One full render under valgrind, built without sanitizers.
valgrind: deps deps-tests
	@$(MAKE) --no-print-directory build/pnpgen
	@sh tests/valgrind.sh

# The page tools share their PNG loader (tests/tools/pngload.h).
build/pngdiff build/inkbox build/pagestat: build/%: tests/tools/%.c tests/tools/pngload.h
	@mkdir -p $(@D)
	$(CC) $(WARN) -O2 $(shell pkg-config --cflags cairo) $(CFLAGS) $(LDFLAGS) -o $@ $< $(shell pkg-config --libs cairo)

build/bench: tests/bench/bench.c build/release/libpnpgen.a
	$(CC) $(WARN) -O2 $(PKG_CFLAGS) -Igenerator $(CFLAGS) $(LDFLAGS) -o $@ $< build/release/libpnpgen.a $(PKG_LIBS)

# The paper's layout with what CUT, CROP and BLEED change: disc-cut="square"
# on its <pieces> (one there is: every shipped layout has one), its <trim>
# replaced by one with crop-marks and bleed. Made again when the switches
# change (the name says which), the paper's layout or this file.
ifneq ($(VARIANT),)
.PRECIOUS: $(LAYOUT)
$(LAYOUT): $(PAPER_LAYOUT) Makefile
	@mkdir -p $(@D)
	@$(if $(CUT_SQ),grep -q '<pieces' $< || { echo "make: CUT=square: $< has no <pieces> element" >&2; exit 2; })
	@sed $(if $(CUT_SQ),-e '/<pieces/s| disc-cut="[a-z]*"||' -e 's|<pieces |<pieces disc-cut="square" |' \
		-e 's|<pieces/>|<pieces disc-cut="square"/>|') \
		$(if $(CROP_ON)$(BLEED_ON),-e '/<trim[ />]/d' \
		-e 's|</layout>|<trim crop-marks="$(if $(CROP_ON),yes,no)" bleed="$(or $(BLEED_ON),0)"/></layout>|') $< >$@
endif

# One set: re-rendered when its definition, the layout or pnpgen changes.
# A set that fails is listed in $(OUT)/.not-rendered for make pdf's summary.
# The files are named after the definition's id, which may differ from the
# file's name: what was written is read back, not assumed.
$(OUT)/%/$(STAMP): $(DEFDIR)/%.xml $(LAYOUT) build/pnpgen
	@build/pnpgen render $< --layout $(LAYOUT) $(if $(BOOKLET),--booklet $(BOOKLET)) -o $(OUT)/$* || \
		{ mkdir -p $(OUT) && echo "$<" >>$(OUT)/.not-rendered; exit 1; }
	@id=$$(ls -t $(OUT)/$*/*-$(BOOKDOC).pdf | head -1); id=$${id##*/}; id=$${id%-$(BOOKDOC).pdf}; \
	if [ "$$id" != "$*" ]; then echo "make: warning: $< holds id=\"$$id\", and its files are" \
		"named after the id ($$id-*.pdf), not the file; name the file $(DEFDIR)/$$id.xml" >&2; fi; \
	echo "rendered $(OUT)/$*/$$id-components.pdf, $$id-$(BOOKDOC).pdf and $$id-design.pdf"
	@touch $@

# The binary first, then the sets two at a time (the machines have 2 cores).
pdf: deps
	@test -f $(PAPER_LAYOUT) || { echo "make: PAPER=$(PAPER): there is no $(PAPER_LAYOUT);" \
		"papers: $(notdir $(basename $(wildcard layouts/*.xml)))" >&2; exit 2; }
	@$(MAKE) -q --no-print-directory build/pnpgen || $(MAKE) --no-print-directory build/pnpgen
	@rm -f $(OUT)/.not-rendered
	@$(MAKE) -s -k --no-print-directory -j2 $(IDS:%=$(OUT)/%/$(STAMP)); rc=$$?; \
	bad=$$(cat $(OUT)/.not-rendered 2>/dev/null); rm -f $(OUT)/.not-rendered; \
	for f in $(DEFDIR)/*.xml; do case " $(DEFFILES) " in *" $$f "*) ;; *) [ -e "$$f" ] || continue; \
		bad="$$bad$${bad:+ }'$$f'"; \
		echo "make: $$f: make cannot name a file with a space; rename it ($(DEFDIR)/<its id>.xml)" >&2;; \
	esac; done; \
	if [ -n "$$bad" ]; then echo "make pdf: not rendered (their errors are above):" $$bad >&2; exit 1; fi; \
	exit $$rc

validate: deps
	@$(MAKE) --no-print-directory build/pnpgen
	build/pnpgen validate $(DEFFILES)

# make watch DEF=piecedefs/<id>.xml [PAPER=...] [CUT= CROP= BLEED=] [BOOKLET=a5] [WATCH_ARGS=...]:
# render the set into the folder make pdf uses, then again on every save.
watch: deps $(if $(VARIANT),$(LAYOUT))
	@test -n "$(DEF)" || { echo "make: watch needs DEF=piecedefs/<id>.xml" >&2; exit 2; }
	@$(MAKE) -q --no-print-directory build/pnpgen || $(MAKE) --no-print-directory build/pnpgen
	@build/pnpgen watch '$(DEF)' --layout $(LAYOUT) $(if $(BOOKLET),--booklet $(BOOKLET)) \
		-o '$(OUT)/$(basename $(notdir $(DEF)))' $(WATCH_ARGS)

# make check T="04 golden": only the scripts of tests/check/ so numbered or named.
check: deps deps-tests
	@$(MAKE) --no-print-directory build/asan/pnpgen build/asan/unit build/asan/unit-notation \
		build/pngdiff build/inkbox build/pagestat build/pnpgen $(FUZZERS:%=build/asan/replay_%)
	@sh tests/run.sh $(T)

# make unit T="betza compose": the C unit tests of those names or groups.
unit: deps
	@$(MAKE) --no-print-directory build/asan/unit build/asan/unit-notation
	@UNIT="$(T)" sh tests/check/01-unit.sh

golden: deps deps-tests
	@$(MAKE) --no-print-directory build/pnpgen build/pngdiff
	@sh tests/golden.sh update

# The layouts, both schemas and the shipped definitions go to DATADIR, in
# the folders they have here (DATADIR/layouts/a4.xml is the default layout).
install: deps build/pnpgen
	install -d '$(DESTDIR)$(BINDIR)' '$(DESTDIR)$(DATADIR)/layouts' '$(DESTDIR)$(DATADIR)/piecedefs' \
		'$(DESTDIR)$(MANDIR)/man1'
	install -m 755 build/pnpgen '$(DESTDIR)$(BINDIR)/pnpgen'
	install -m 644 layouts/*.xml layouts/layout.rng layouts/layout.rnc '$(DESTDIR)$(DATADIR)/layouts/'
	install -m 644 piecedefs/*.xml piecedefs/piecedef.rng piecedefs/piecedef.rnc '$(DESTDIR)$(DATADIR)/piecedefs/'
	install -m 644 docs/pnpgen.1 '$(DESTDIR)$(MANDIR)/man1/pnpgen.1'
uninstall:
	rm -f '$(DESTDIR)$(BINDIR)/pnpgen' '$(DESTDIR)$(MANDIR)/man1/pnpgen.1'
	rm -rf '$(DESTDIR)$(DATADIR)'

# make diff keeps tests/diff.sh's answer as far as make can: make exits 2
# for any failed recipe, so 1 (pages differ) and 2 (something broke) are
# told apart by the last line; ./make.sh diff exits 0, 1 or 2 itself.
BASE ?= HEAD
diff: deps deps-tests
	@$(MAKE) --no-print-directory build/pnpgen build/pngdiff
	@sh tests/diff.sh '$(BASE)'; rc=$$?; \
	if [ $$rc = 1 ]; then echo "make diff: pages differ (tests/diff.sh exit 1; ./make.sh diff exits 1)" >&2; \
	elif [ $$rc != 0 ]; then echo "make diff: the comparison failed (tests/diff.sh exit $$rc)" >&2; fi; exit $$rc

# COUNT=instr: instructions (callgrind) instead of times, steady on a busy machine
bench: deps
	@$(MAKE) --no-print-directory build/pnpgen build/bench
	@$(if $(filter instr,$(COUNT)),sh tests/bench/instr.sh,sh tests/bench/bench.sh)

clean:
	rm -rf build output
