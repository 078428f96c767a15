#!/usr/bin/env bash
# Draws every image of the sample content into content/images/.
#
# All images are our own drawings made from flat shapes with ImageMagick 6 (`convert`):
# mock app screenshots for the projects, illustrations for the About page, an illustrated
# avatar and monogram logos. Nothing is downloaded. The output is deterministic: the
# "random" widths and chart values come from a fixed-seed generator below.
#
# Usage: bash scripts/make-sample-images.sh           (from anywhere in the repository)
#        bash scripts/make-sample-images.sh pk_screens about_pet_cat   (only these groups)
# Needs: ImageMagick 6 (`convert`), DejaVu Sans fonts (apt-get install fonts-dejavu-core), awk.
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=content/images
mkdir -p "$OUT/projects" "$OUT/about" "$OUT/logos"

command -v convert >/dev/null || { echo "ImageMagick (convert) is required" >&2; exit 1; }

find_font() { # style name as fc-match understands it, fallback file
  local f
  f=$(fc-match -f '%{file}' "$1" 2>/dev/null || true)
  if [[ -n $f && -f $f ]]; then echo "$f"; else echo "$2"; fi
}
FONT=$(find_font "DejaVu Sans:style=Book" /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf)
BOLD=$(find_font "DejaVu Sans:style=Bold" /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf)
MONO=$(find_font "DejaVu Sans Mono:style=Book" /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf)
for f in "$FONT" "$BOLD" "$MONO"; do
  [[ -f $f ]] || { echo "Font not found: $f (apt-get install -y fonts-dejavu-core)" >&2; exit 1; }
done

W=1600
H=1000
M="" # the MVG drawing being built

# --- deterministic pseudo-random numbers --------------------------------------------------
SEED=7
RN=0
rnd() { SEED=$(((SEED * 1103515245 + 12345) % 2147483648)); RN=$(((SEED / 65536) % $1)); }

# --- drawing primitives (append MVG to $M) ------------------------------------------------
# R x y w h color [radius]            filled (rounded) rectangle
R() {
  local r=${6:-0}
  if ((r > 0)); then
    M+=" stroke none fill '$5' roundrectangle $1,$2 $(($1 + $3)),$(($2 + $4)) $r,$r"
  else
    M+=" stroke none fill '$5' rectangle $1,$2 $(($1 + $3)),$(($2 + $4))"
  fi
}
# RA x y w h color opacity [radius]   translucent rectangle
RA() {
  local r=${7:-0}
  M+=" stroke none fill '$5' fill-opacity $6"
  if ((r > 0)); then M+=" roundrectangle $1,$2 $(($1 + $3)),$(($2 + $4)) $r,$r"; else M+=" rectangle $1,$2 $(($1 + $3)),$(($2 + $4))"; fi
  M+=" fill-opacity 1"
}
# RO x y w h color [radius] [width]   outlined rectangle
RO() {
  local r=${6:-0}
  M+=" fill none stroke '$5' stroke-width ${7:-2}"
  if ((r > 0)); then M+=" roundrectangle $1,$2 $(($1 + $3)),$(($2 + $4)) $r,$r"; else M+=" rectangle $1,$2 $(($1 + $3)),$(($2 + $4))"; fi
}
# T x y size color text [r|b|m] [start|middle|end]
T() {
  local f=$FONT
  case ${6:-r} in b) f=$BOLD ;; m) f=$MONO ;; esac
  local s=${5//\'/\\\'}
  M+=" stroke none fill '$4' font '$f' font-size $3 text-anchor ${7:-start} text $1,$2 '$s' text-anchor start"
}
C() { M+=" stroke none fill '$4' circle $1,$2 $(($1 + $3)),$2"; }                     # C cx cy r color
CA() { M+=" stroke none fill '$4' fill-opacity $5 circle $1,$2 $(($1 + $3)),$2 fill-opacity 1"; }
CO() { M+=" fill none stroke '$4' stroke-width ${5:-2} circle $1,$2 $(($1 + $3)),$2"; } # outlined circle
E() { M+=" stroke none fill '$5' ellipse $1,$2 $3,$4 0,360"; }                        # E cx cy rx ry color
LN() { M+=" fill none stroke '$5' stroke-width ${6:-2} stroke-linecap round line $1,$2 $3,$4"; }
PL() { M+=" fill none stroke '$1' stroke-width $2 stroke-linejoin round stroke-linecap round polyline $3"; }
PG() { M+=" stroke none fill '$1' fill-opacity ${3:-1} polygon $2 fill-opacity 1"; } # PG color "x,y x,y…" [opacity]
PA() { M+=" stroke none fill '$1' fill-opacity ${3:-1} path '$2' fill-opacity 1"; }   # PA color "svg path" [opacity]
PS() { M+=" fill none stroke '$1' stroke-width $2 stroke-linecap round stroke-linejoin round path '$3'"; }
# Rotated ellipse: RE cx cy rx ry angle color
RE() { M+=" push graphic-context translate $1,$2 rotate $5 stroke none fill '$6' ellipse 0,0 $3,$4 0,360 pop graphic-context"; }
# Linear gradient fill for a rectangle: GR x y w h color1 color2 [vertical|horizontal] [radius]
GRN=0
GR() {
  GRN=$((GRN + 1))
  local x2=$(($1 + $3)) y2=$(($2 + $4)) dir=${7:-vertical} r=${8:-0} g="g$GRN"
  local gx2=$1 gy2=$y2
  [[ $dir == horizontal ]] && { gx2=$x2; gy2=$2; }
  M+=" push defs push gradient '$g' linear $1,$2 $gx2,$gy2 stop-color '$5' 0 stop-color '$6' 1 pop gradient pop defs"
  M+=" push graphic-context stroke none fill 'url(#$g)'"
  if ((r > 0)); then M+=" roundrectangle $1,$2 $x2,$y2 $r,$r"; else M+=" rectangle $1,$2 $x2,$y2"; fi
  M+=" pop graphic-context"
}

# --- UI building blocks -------------------------------------------------------------------
# textw text size [r|b]: sets TW to the approximate rendered width of the text in pixels,
# from per-character advance widths measured once per font and size (kerning ignored).
declare -A CW=() CWLOADED=()
load_metrics() { # size r|b
  local f=$FONT code c line
  [[ $2 == b ]] && f=$BOLD
  local -a args=()
  for ((code = 33; code < 127; code++)); do
    printf -v c "\\$(printf %03o "$code")"
    [[ $c == % || $c == $'\\' ]] && continue
    args+=(-annotate 0 "$c")
  done
  while IFS= read -r line; do
    [[ $line =~ text:\ (.)\;\ width:\ ([0-9]+) ]] && CW["$1|$2|${BASH_REMATCH[1]}"]=${BASH_REMATCH[2]}
  done < <(convert xc: -font "$f" -pointsize "$1" -debug annotate "${args[@]}" null: 2>&1 | grep -o 'text: .; width: [0-9]*')
  CWLOADED["$1|$2"]=1
}
textw() {
  local size=$2 wt=${3:-r} i c total=0
  [[ -n ${CWLOADED["$size|$wt"]:-} ]] || load_metrics "$size" "$wt"
  for ((i = 0; i < ${#1}; i++)); do
    c=${1:i:1}
    if [[ $c == ' ' ]]; then total=$((total + size * 33 / 100))
    else total=$((total + ${CW["$size|$wt|$c"]:-$((size * 6 / 10))})); fi
  done
  TW=$total
}
bar() { R "$1" "$2" "$3" "${5:-12}" "$4" $((${5:-12} / 2)); } # bar x y w color [h]
# para x y maxw lines color [gap] [h]: text lines drawn as bars
para() {
  local i w n=$4 gap=${6:-26} h=${7:-12}
  for ((i = 0; i < n; i++)); do
    rnd 38
    w=$(($3 * (62 + RN) / 100))
    ((n > 1 && i == n - 1)) && w=$(($3 * (25 + RN) / 100))
    bar "$1" $(($2 + i * gap)) "$w" "$5" "$h"
  done
}
# card x y w h [radius] [color]: white card with a soft shadow
card() {
  local r=${5:-14}
  RA "$1" $(($2 + 3)) "$3" "$4" '#000000' 0.07 "$r"
  R "$1" "$2" "$3" "$4" "${6:-$CARD}" "$r"
}
# pill x y color text [solid]
pill() {
  textw "$4" 15 b
  local w=$((TW + 28))
  if [[ ${5:-} == solid ]]; then R "$1" "$2" "$w" 30 "$3" 15; T $(($1 + 14)) $(($2 + 21)) 15 '#ffffff' "$4" b
  else RA "$1" "$2" "$w" 30 "$3" 0.16 15; T $(($1 + 14)) $(($2 + 21)) 15 "$3" "$4" b; fi
  PILLW=$w
}
# button x y w h color text [textcolor] [outline]
btn() {
  if [[ ${8:-} == outline ]]; then RO "$1" "$2" "$3" "$4" "$5" 10 2; T $(($1 + $3 / 2)) $(($2 + $4 / 2 + 7)) 18 "$5" "$6" b middle
  else R "$1" "$2" "$3" "$4" "$5" 10; T $(($1 + $3 / 2)) $(($2 + $4 / 2 + 7)) 18 "${7:-#ffffff}" "$6" b middle; fi
}
# field x y w label [value]: labelled input box
field() {
  T "$1" "$2" 15 "$MUT" "$4" b
  R "$1" $(($2 + 10)) "$3" 48 "$INPUT" 10
  RO "$1" $(($2 + 10)) "$3" 48 "$LINE" 10 2
  if [[ -n ${5:-} ]]; then T $(($1 + 16)) $(($2 + 42)) 17 "$TXT" "$5"; else bar $(($1 + 16)) $(($2 + 28)) $(($3 / 3)) "$LINE" 12; fi
}
# barchart x y w h n color [color2]
barchart() {
  local x=$1 y=$2 w=$3 h=$4 n=$5 c=$6 c2=${7:-$6} i bw gap bh col
  for i in 0 1 2 3; do LN "$x" $((y + i * h / 4)) $((x + w)) $((y + i * h / 4)) "$LINE" 1; done
  LN "$x" $((y + h)) $((x + w)) $((y + h)) "$MUT" 2
  gap=$((w / n))
  bw=$((gap * 55 / 100))
  for ((i = 0; i < n; i++)); do
    rnd 62
    bh=$((h * (30 + RN) / 100))
    col=$c
    ((i % 2)) && col=$c2
    R $((x + i * gap + (gap - bw) / 2)) $((y + h - bh)) "$bw" "$bh" "$col" 4
  done
}
# linechart x y w h n color [startvalue] [area-opacity, 0 for none]
linechart() {
  local x=$1 y=$2 w=$3 h=$4 n=$5 c=$6 v=${7:-40} op=${8:-0.14} i px py pts=""
  for i in 0 1 2 3; do LN "$x" $((y + i * h / 4)) $((x + w)) $((y + i * h / 4)) "$LINE" 1; done
  for ((i = 0; i < n; i++)); do
    rnd 29
    v=$((v + RN - 12))
    ((v < 12)) && v=12
    ((v > 92)) && v=92
    px=$((x + i * w / (n - 1)))
    py=$((y + h - h * v / 100))
    pts+="$px,$py "
  done
  [[ $op == 0 ]] || PG "$c" "$x,$((y + h)) $pts$((x + w)),$((y + h))" "$op"
  PL "$c" 4 "$pts"
  C "$px" "$py" 7 "$c"
  C "$px" "$py" 3 '#ffffff'
}
# donut cx cy r width "c1 c2 …" "p1 p2 …" (percentages)
donut() {
  local cx=$1 cy=$2 r=$3 sw=$4 a=-90 i p d
  local -a cols pcts
  read -ra cols <<<"$5"
  read -ra pcts <<<"$6"
  for i in "${!cols[@]}"; do
    p=${pcts[$i]}
    d=$(awk -v cx="$cx" -v cy="$cy" -v r="$r" -v a="$a" -v p="$p" 'BEGIN{pi=atan2(0,-1); b=a+p*3.6-1.5;
      printf "M %.1f,%.1f A %d,%d 0 %d,1 %.1f,%.1f", cx+r*cos(a*pi/180), cy+r*sin(a*pi/180), r, r, (p>50)?1:0, cx+r*cos(b*pi/180), cy+r*sin(b*pi/180)}')
    M+=" fill none stroke '${cols[$i]}' stroke-width $sw stroke-linecap butt stroke-linejoin round path '$d'"
    a=$((a + p * 36 / 10))
  done
}
# table cells: trow x y "w1 w2 …" "cell|cell|…"
#   ~N   a grey bar N% of the column   !color:text  a pill   *text  bold   #text  monospace
trow() {
  local x=$1 y=$2 cx i spec rest col
  local -a ws cs
  read -ra ws <<<"$3"
  IFS='|' read -ra cs <<<"$4"
  cx=$x
  for i in "${!cs[@]}"; do
    spec=${cs[$i]}
    case $spec in
      "~"*) bar "$cx" $((y - 11)) $((ws[i] * ${spec#\~} / 100)) "$LINE" 12 ;;
      "!"*) rest=${spec#!}; col=${rest%%:*}; pill "$cx" $((y - 21)) "$col" "${rest#*:}" ;;
      "*"*) T "$cx" "$y" 17 "$TXT" "${spec#\*}" b ;;
      "#"*) T "$cx" "$y" 16 "$TXT" "${spec#\#}" m ;;
      *) T "$cx" "$y" 17 "$TXT" "$spec" ;;
    esac
    cx=$((cx + ws[i]))
  done
}
theader() { # x y w "w1 w2 …" "h1|h2|…"
  local x=$1 y=$2 cx i
  local -a ws hs
  read -ra ws <<<"$4"
  IFS='|' read -ra hs <<<"$5"
  R "$x" "$y" "$3" 44 "$SUBTLE" 8
  cx=$((x + 20))
  for i in "${!hs[@]}"; do T "$cx" $((y + 28)) 14 "$MUT" "${hs[$i]}" b; cx=$((cx + ws[i])); done
}
# icon x y color kind: tiny glyphs for menus
icon() {
  local x=$1 y=$2 c=$3 i
  case $4 in
    grid) R "$x" "$y" 8 8 "$c" 2; R $((x + 11)) "$y" 8 8 "$c" 2; R "$x" $((y + 11)) 8 8 "$c" 2; R $((x + 11)) $((y + 11)) 8 8 "$c" 2 ;;
    list) for i in 0 7 14; do R "$x" $((y + i + 1)) 4 4 "$c" 2; R $((x + 7)) $((y + i + 1)) 13 4 "$c" 2; done ;;
    pin) C $((x + 10)) $((y + 8)) 7 "$c"; PG "$c" "$((x + 4)),$((y + 11)) $((x + 16)),$((y + 11)) $((x + 10)),$((y + 21))"; C $((x + 10)) $((y + 8)) 3 "$SIDE" ;;
    chart) R "$x" $((y + 10)) 5 10 "$c" 1; R $((x + 7)) $((y + 4)) 5 16 "$c" 1; R $((x + 14)) $((y + 7)) 5 13 "$c" 1 ;;
    bell) PA "$c" "M $((x + 10)),$((y + 1)) C $((x + 3)),$((y + 1)) $((x + 4)),$((y + 10)) $((x + 2)),$((y + 15)) L $((x + 18)),$((y + 15)) C $((x + 16)),$((y + 10)) $((x + 17)),$((y + 1)) $((x + 10)),$((y + 1)) Z"; C $((x + 10)) $((y + 18)) 2 "$c" ;;
    gear) CO $((x + 10)) $((y + 10)) 6 "$c" 4 ;;
    user) C $((x + 10)) $((y + 6)) 5 "$c"; PA "$c" "M $((x + 1)),$((y + 20)) C $((x + 2)),$((y + 10)) $((x + 18)),$((y + 10)) $((x + 19)),$((y + 20)) Z" ;;
    doc) R $((x + 2)) "$y" 16 20 "$c" 3; R $((x + 5)) $((y + 6)) 10 2 "$SIDE"; R $((x + 5)) $((y + 11)) 10 2 "$SIDE" ;;
    cal) R "$x" $((y + 2)) 20 18 "$c" 3; R $((x + 2)) $((y + 8)) 16 10 "$SIDE" 1 ;;
    *) R "$x" "$y" 20 20 "$c" 5 ;;
  esac
}
# Application frame with a header bar and a sidebar.
# frame brand initials active "Item:icon|Item:icon|…" title subtitle
frame() {
  local -a items
  local i y label ic col
  R 0 0 "$W" 64 "$HDR"
  R 24 16 32 32 "$ACC" 9
  T 40 40 18 '#ffffff' "$2" b middle
  T 70 41 21 "$HDRT" "$1" b
  RA 560 15 440 34 "$HDRT" 0.12 17
  CO 584 31 7 "$HDRT" 2
  LN 589 36 594 41 "$HDRT" 2
  RA 604 26 120 10 "$HDRT" 0.35 5
  icon 1452 20 "$HDRT" bell
  C 1536 32 18 "$ACC2"
  T 1536 38 15 '#ffffff' JM b middle
  R 0 64 248 $((H - 64)) "$SIDE"
  IFS='|' read -ra items <<<"$4"
  for i in "${!items[@]}"; do
    y=$((112 + i * 52))
    label=${items[$i]%%:*}
    ic=${items[$i]#*:}
    col=$SIDET
    if ((i == $3)); then
      RA 14 $((y - 30)) 220 44 "$ACC" 0.16 10
      R 14 $((y - 30)) 4 44 "$ACC" 2
      col=$SIDEA
    fi
    icon 36 $((y - 18)) "$col" "$ic"
    T 70 "$y" 17 "$col" "$label" "$([[ $i == "$3" ]] && echo b || echo r)"
  done
  RA 24 880 200 80 "$ACC" 0.10 12
  T 40 912 14 "$SIDET" "Signed in as" r
  T 40 938 16 "$SIDEA" "Demo account" b
}
# Website-style top navigation: topnav brand "Link|Link|…" active [dark]
topnav() {
  local -a items
  local i x=640
  R 0 0 "$W" 76 "$HDR"
  T 48 48 26 "$HDRT" "$1" b
  IFS='|' read -ra items <<<"$2"
  for i in "${!items[@]}"; do
    if ((i == $3)); then
      textw "${items[$i]}" 18 b
      T "$x" 46 18 "$ACC" "${items[$i]}" b
      R "$x" 60 "$TW" 4 "$ACC" 2
    else
      textw "${items[$i]}" 18 r
      T "$x" 46 18 "$HDRT" "${items[$i]}"
    fi
    x=$((x + TW + 36))
  done
}

render_png() { # file bg
  convert -size ${W}x${H} "xc:$2" -draw "$M" -strip -define png:compression-level=9 "PNG24:$1"
  M=""
  echo "  $1"
}
render_jpg() { # file bg-gradient-spec (e.g. gradient:#abc-#def or xc:#fff)
  convert -size ${W}x${H} "$2" -draw "$M" -strip -sampling-factor 4:2:0 -quality 80 -interlace JPEG "$1"
  M=""
  echo "  $1"
}

# ==========================================================================================
# Project screenshots
# ==========================================================================================

# Small illustrated game cover art inside a box: gameart x y w h kind
gameart() {
  local x=$1 y=$2 w=$3 h=$4 i
  case $5 in
    space)
      GR "$x" "$y" "$w" "$h" '#120b33' '#3b1d6e'
      for i in 1 2 3 4 5 6 7 8 9 10 11 12; do rnd $((w - 8)); local sx=$((x + 4 + RN)); rnd $((h - 8)); C "$sx" $((y + 4 + RN)) $((h > 150 ? 2 : 1)) '#ffffff'; done
      C $((x + w * 2 / 3)) $((y + h / 2)) $((h / 4)) '#ff9f43'
      M+=" fill none stroke '#ffd6a5' stroke-width $((h / 60 + 1)) ellipse $((x + w * 2 / 3)),$((y + h / 2)) $((h * 2 / 5)),$((h / 10)) 0,360"
      C $((x + w / 4)) $((y + h / 3)) $((h / 10)) '#5ce1e6'
      ;;
    platform)
      GR "$x" "$y" "$w" "$h" '#7dd3fc' '#e0f2fe'
      C $((x + w * 5 / 6)) $((y + h / 5)) $((h / 9)) '#fde047'
      R "$x" $((y + h * 5 / 6)) "$w" $((h / 6)) '#65a30d'
      R "$x" $((y + h * 5 / 6)) "$w" $((h / 24 + 1)) '#84cc16'
      for i in 0 1 2; do
        local px=$((x + w / 12 + i * w * 3 / 10)) py=$((y + h * 3 / 5 - i * h / 9))
        R "$px" "$py" $((w / 4)) $((h / 10)) '#b45309' $((h / 60 + 1))
        R "$px" "$py" $((w / 4)) $((h / 28 + 1)) '#84cc16' $((h / 80 + 1))
      done
      R $((x + w / 2 - w / 24)) $((y + h * 5 / 6 - h / 6)) $((w / 12)) $((h / 6)) '#ef4444' $((h / 40 + 1))
      C $((x + w / 2)) $((y + h * 5 / 6 - h / 8)) $((h / 50 + 1)) '#ffffff'
      ;;
    racing)
      GR "$x" "$y" "$w" $((h / 2)) '#fb7185' '#fdba74'
      R "$x" $((y + h / 2)) "$w" $((h / 2)) '#334155'
      PG '#1e293b' "$((x + w / 2 - w / 16)),$((y + h / 2)) $((x + w / 2 + w / 16)),$((y + h / 2)) $((x + w * 15 / 16)),$((y + h)) $((x + w / 16)),$((y + h))"
      for i in 1 2 3; do R $((x + w / 2 - i * w / 200 - 1)) $((y + h / 2 + (i * i) * h / 40)) $((i * w / 100 + 2)) $((i * h / 40 + 2)) '#fde68a' 1; done
      R $((x + w / 2 - w / 8)) $((y + h * 4 / 5)) $((w / 4)) $((h / 7)) '#22d3ee' $((h / 25 + 1))
      R $((x + w / 2 - w / 12)) $((y + h * 4 / 5 - h / 16)) $((w / 6)) $((h / 12)) '#0e7490' $((h / 40 + 1))
      ;;
    puzzle)
      R "$x" "$y" "$w" "$h" '#1e1b4b'
      local cols=('#f472b6' '#60a5fa' '#facc15' '#34d399' '#a78bfa') gx gy pad=$((h / 14)) cs nx
      cs=$(((h - 2 * pad) / 4))
      nx=$(((w - 2 * pad) / cs))
      local ox=$((x + (w - nx * cs) / 2))
      for ((gy = 0; gy < 4; gy++)); do for ((gx = 0; gx < nx; gx++)); do
        rnd 5
        R $((ox + gx * cs + cs / 10)) $((y + pad + gy * cs + cs / 10)) $((cs * 8 / 10)) $((cs * 8 / 10)) "${cols[$RN]}" $((cs / 5 + 1))
      done; done
      ;;
    forest)
      GR "$x" "$y" "$w" "$h" '#064e3b' '#34d399'
      C $((x + w * 3 / 4)) $((y + h / 4)) $((h / 14)) '#fef08a'
      CA $((x + w * 3 / 4)) $((y + h / 4)) $((h / 7)) '#fef08a' 0.3
      for i in 0 1 2 3 4 5 6 7 8; do
        local tx=$((x + w / 18 + i * (w - w / 9) / 8)) th
        rnd 25; th=$((h * (35 + RN) / 100))
        PG '#0f766e' "$((tx - w / 18)),$((y + h)) $tx,$((y + h - th)) $((tx + w / 18)),$((y + h))"
      done
      for i in 0 1 2 3 4 5 6; do
        local tx=$((x + w / 14 + i * (w - w / 7) / 6)) th
        rnd 30; th=$((h * (45 + RN) / 100))
        PG '#022c22' "$((tx - w / 14)),$((y + h)) $tx,$((y + h - th)) $((tx + w / 14)),$((y + h))"
      done
      R "$x" $((y + h - h / 14)) "$w" $((h / 14)) '#022c22'
      R $((x + w * 2 / 5)) $((y + h - h / 14 - h / 8)) $((w / 30 + 1)) $((h / 8)) '#f59e0b' $((h / 60 + 1))
      C $((x + w * 2 / 5 + w / 60)) $((y + h - h / 14 - h / 8)) $((h / 30 + 1)) '#fde68a'
      ;;
    ocean)
      GR "$x" "$y" "$w" "$h" '#0c4a6e' '#0ea5e9'
      for i in 0 1 2; do PS '#bae6fd' $((h / 40 + 1)) "M $((x + w / 20)),$((y + h / 6 + i * h / 4)) q $((w / 10)),-$((h / 12)) $((w / 5)),0 t $((w / 5)),0 t $((w / 5)),0 t $((w / 5)),0"; done
      E $((x + w / 2)) $((y + h * 2 / 3)) $((w / 6)) $((h / 9)) '#f97316'
      PG '#f97316' "$((x + w / 2 + w / 8)),$((y + h * 2 / 3)) $((x + w / 2 + w / 4)),$((y + h * 2 / 3 - h / 10)) $((x + w / 2 + w / 4)),$((y + h * 2 / 3 + h / 10))"
      C $((x + w / 2 - w / 12)) $((y + h * 2 / 3 - h / 40)) $((h / 40 + 1)) '#ffffff'
      ;;
  esac
}

theme_game() {
  HDR='#130f2a' HDRT='#e9e4ff' SIDE='#17122f' SIDET='#a79fd0' SIDEA='#ffffff'
  ACC='#ff5fa2' ACC2='#5ce1e6' ACC3='#ffd166' CARD='#221a45' TXT='#f4f1ff' MUT='#a79fd0'
  LINE='#3a3066' SUBTLE='#2b2254' INPUT='#1b1538' BG='#1b1535'
}
game_screens() {
  theme_game
  local s=game-website x y i
  local names=("Starfall Drift" "Pip and the Peaks" "Neon Rally" "Gem Garden" "Mossward" "Tidebound")
  local kinds=(space platform racing puzzle forest ocean)
  local tags=("Arcade" "Platformer" "Racing" "Puzzle" "Adventure" "Casual")

  # 1: home page
  topnav "Starforge Games" "Home|Games|Leaderboards|News|Community" 0
  R 1380 20 172 40 "$ACC" 20
  T 1466 46 17 '#ffffff' "Sign in" b middle
  GR 48 108 1504 300 '#5b21b6' '#ff5fa2' horizontal 22
  gameart 900 128 620 260 space
  T 96 190 20 '#ffe4f1' "NEW SEASON" b
  T 96 250 50 '#ffffff' "Play the Starfall season" b
  T 96 294 20 '#fbe7ff' "Twelve new levels, weekly challenges and a brand new soundtrack."
  btn 96 322 190 54 "$ACC3" "Play now" '#2a1a00'
  btn 306 322 190 54 '#ffffff' "Watch trailer" '' outline
  T 48 470 28 "$TXT" "Popular this week" b
  T 1552 470 17 "$ACC2" "See all games" b end
  for i in 0 1 2 3; do
    x=$((48 + i * 382))
    card "$x" 494 358 440 16
    gameart $((x + 12)) 506 334 220 "${kinds[$i]}"
    T $((x + 20)) 768 22 "$TXT" "${names[$i]}" b
    pill $((x + 20)) 786 "$ACC2" "${tags[$i]}"
    T $((x + 338)) 808 16 "$ACC3" "$((48 - i * 3)).$((i * 2 + 1))k plays" b end
    para $((x + 20)) 836 318 3 "$LINE" 24
  done
  render_png "$OUT/projects/$s-1.png" "$BG"

  # 2: game detail
  topnav "Starforge Games" "Home|Games|Leaderboards|News|Community" 1
  T 48 130 16 "$MUT" "Games  /  Adventure  /  Mossward"
  card 48 154 960 600 18
  gameart 60 166 936 540 forest
  for i in 0 1 2 3 4; do
    RO $((60 + i * 190)) 770 170 104 "$([[ $i == 0 ]] && echo "$ACC" || echo "$LINE")" 10 3
    gameart $((66 + i * 190)) 776 158 92 "${kinds[$(((i + 4) % 6))]}"
  done
  card 1040 154 512 720 18
  T 1072 214 36 "$TXT" "Mossward" b
  T 1072 248 17 "$MUT" "Adventure  ·  Single player  ·  Ages 8+"
  for i in 0 1 2 3 4; do
    PG "$([[ $i -lt 4 ]] && echo "$ACC3" || echo "$LINE")" "$((1082 + i * 34)),272 $((1088 + i * 34)),286 $((1102 + i * 34)),286 $((1091 + i * 34)),295 $((1095 + i * 34)),310 $((1082 + i * 34)),301 $((1069 + i * 34)),310 $((1073 + i * 34)),295 $((1062 + i * 34)),286 $((1076 + i * 34)),286"
  done
  T 1252 302 17 "$MUT" "4.6 from 2,310 ratings"
  btn 1072 336 448 60 "$ACC" "Play in browser"
  btn 1072 412 448 56 "$ACC2" "Add to favourites" '' outline
  T 1072 516 20 "$TXT" "About this game" b
  para 1072 544 440 5 "$LINE" 26
  T 1072 708 20 "$TXT" "Controls" b
  for i in 0 1 2; do R $((1072 + i * 60)) 728 48 48 "$SUBTLE" 8; done
  T 1096 760 18 "$TXT" "W" b middle
  T 1156 760 18 "$TXT" "A" b middle
  T 1216 760 18 "$TXT" "D" b middle
  T 1262 760 16 "$MUT" "move and jump"
  R 1072 798 448 50 "$SUBTLE" 10
  T 1096 830 16 "$MUT" "Saves progress to your account"
  render_png "$OUT/projects/$s-2.png" "$BG"

  # 3: leaderboard
  topnav "Starforge Games" "Home|Games|Leaderboards|News|Community" 2
  T 48 150 36 "$TXT" "Leaderboards" b
  T 48 184 18 "$MUT" "Weekly ranking for Neon Rally. Resets every Monday."
  local tabs=("This week" "This month" "All time") tx=48
  for i in 0 1 2; do
    if ((i == 0)); then R "$tx" 214 150 42 "$ACC" 21; T $((tx + 75)) 241 16 '#ffffff' "${tabs[$i]}" b middle
    else RO "$tx" 214 150 42 "$LINE" 21 2; T $((tx + 75)) 241 16 "$MUT" "${tabs[$i]}" b middle; fi
    tx=$((tx + 166))
  done
  card 48 280 1000 680 18
  theader 68 300 960 "110 420 200 200" "RANK|PLAYER|BEST LAP|SCORE"
  local players=("nova_rider" "pixelpilot" "quietfox" "turbo_tuna" "lumenkid" "driftwood" "bytebandit" "maplestorm" "sunnyside")
  local colors=("$ACC3" '#cbd5e1' '#f59e0b' "$ACC2" "$ACC" "$ACC2" "$ACC" "$ACC3" "$ACC2")
  for i in "${!players[@]}"; do
    y=$((386 + i * 64))
    ((i % 2 == 0)) && RA 68 $((y - 36)) 960 60 '#ffffff' 0.03 8
    if ((i < 3)); then C 108 $((y - 6)) 18 "${colors[$i]}"; T 108 $((y)) 17 '#1b1535' "$((i + 1))" b middle
    else T 108 "$y" 18 "$MUT" "$((i + 1))" b middle; fi
    C 218 $((y - 6)) 18 "${colors[$i]}"
    trow 250 "$y" "360 200 200" "*${players[$i]}|#1:$((21 + i / 2)).$((10 + i * 7))|#$((98450 - i * 3170 - i * i * 41))"
  done
  card 1080 280 472 330 18
  T 1108 330 20 "$TXT" "Your best run" b
  T 1108 400 48 "$ACC3" "1:24.88" b
  T 1108 436 17 "$MUT" "Rank 42 of 18,904 players"
  linechart 1108 470 416 110 10 "$ACC2" 30
  card 1080 630 472 330 18
  T 1108 680 20 "$TXT" "Top tracks" b
  for i in 0 1 2 3; do
    gameart 1108 $((704 + i * 60)) 80 48 racing
    bar 1206 $((716 + i * 60)) $((220 - i * 30)) "$LINE" 12
    bar 1206 $((736 + i * 60)) 120 "$SUBTLE" 10
  done
  render_png "$OUT/projects/$s-3.png" "$BG"

  # 4: player profile and achievements
  topnav "Starforge Games" "Home|Games|Leaderboards|News|Community" 4
  GR 48 108 1504 200 '#3b1d6e' '#1b6f88' horizontal 22
  C 180 308 84 "$BG"
  C 180 308 74 "$ACC2"
  T 180 330 58 '#1b1535' "Q" b middle
  T 290 362 34 "$TXT" "quietfox" b
  T 290 394 17 "$MUT" "Level 37 explorer  ·  joined 2019"
  btn 1352 336 200 50 "$ACC" "Edit profile"
  local stats=("Games played" "Hours" "Achievements" "Friends") vals=("128" "412" "86" "54")
  for i in 0 1 2 3; do
    card $((48 + i * 382)) 430 358 120 16
    T $((72 + i * 382)) 476 16 "$MUT" "${stats[$i]}" b
    T $((72 + i * 382)) 526 40 "$TXT" "${vals[$i]}" b
  done
  card 48 576 940 384 18
  T 76 624 22 "$TXT" "Achievements" b
  local bc=("$ACC3" "$ACC" "$ACC2" '#a78bfa' "$ACC3" "$ACC2" "$ACC" '#34d399' "$LINE" "$LINE")
  for i in 0 1 2 3 4 5 6 7 8 9; do
    x=$((120 + (i % 5) * 170))
    y=$((704 + (i / 5) * 140))
    C "$x" "$y" 44 "${bc[$i]}"
    C "$x" "$y" 30 "$CARD"
    PG "${bc[$i]}" "$x,$((y - 18)) $((x + 6)),$((y - 5)) $((x + 19)),$((y - 5)) $((x + 9)),$((y + 4)) $((x + 12)),$((y + 18)) $x,$((y + 10)) $((x - 12)),$((y + 18)) $((x - 9)),$((y + 4)) $((x - 19)),$((y - 5)) $((x - 6)),$((y - 5))"
    bar $((x - 40)) $((y + 58)) 80 "$LINE" 10
  done
  card 1012 576 540 384 18
  T 1040 624 22 "$TXT" "Recently played" b
  for i in 0 1 2; do
    gameart 1040 $((652 + i * 98)) 140 82 "${kinds[$((i + 1))]}"
    T 1200 $((684 + i * 98)) 19 "$TXT" "${names[$((i + 1))]}" b
    bar 1200 $((702 + i * 98)) 200 "$LINE" 10
    R 1200 $((720 + i * 98)) 300 8 "$SUBTLE" 4
    R 1200 $((720 + i * 98)) $((260 - i * 70)) 8 "$ACC2" 4
  done
  render_png "$OUT/projects/$s-4.png" "$BG"
}

# A stylised city map: mapbg x y w h
mapbg() {
  local x=$1 y=$2 w=$3 h=$4 i
  R "$x" "$y" "$w" "$h" "$MAPLAND"
  PG "$MAPWATER" "$x,$((y + h * 3 / 4)) $((x + w / 5)),$((y + h * 2 / 3)) $((x + w * 2 / 5)),$((y + h * 4 / 5)) $((x + w * 3 / 5)),$((y + h * 3 / 4)) $((x + w)),$((y + h * 5 / 6)) $((x + w)),$((y + h)) $x,$((y + h))"
  PG "$MAPPARK" "$((x + w * 3 / 5)),$((y + 40)) $((x + w * 4 / 5)),$((y + 60)) $((x + w * 4 / 5 - 20)),$((y + h / 3)) $((x + w * 3 / 5 + 30)),$((y + h / 3 - 20))"
  PG "$MAPPARK" "$((x + 60)),$((y + h / 2)) $((x + 220)),$((y + h / 2 - 30)) $((x + 240)),$((y + h / 2 + 70)) $((x + 80)),$((y + h / 2 + 90))"
  for i in 1 2 3 4 5 6 7 8; do LN $((x + i * w / 9)) "$y" $((x + i * w / 9 + 30)) $((y + h * 3 / 4)) '#ffffff' 4; done
  for i in 1 2 3 4; do LN "$x" $((y + i * h / 6)) $((x + w)) $((y + i * h / 6 - 20)) '#ffffff' 4; done
  PL '#ffffff' 14 "$x,$((y + h / 3)) $((x + w / 3)),$((y + h / 3 + 40)) $((x + w * 2 / 3)),$((y + h / 4)) $((x + w)),$((y + h / 3 + 10))"
  PL "$MAPROAD" 8 "$x,$((y + h / 3)) $((x + w / 3)),$((y + h / 3 + 40)) $((x + w * 2 / 3)),$((y + h / 4)) $((x + w)),$((y + h / 3 + 10))"
  PL '#ffffff' 12 "$((x + w / 2)),$y $((x + w / 2 + 40)),$((y + h / 2)) $((x + w / 2 + 10)),$((y + h * 3 / 4))"
}
mappin() { # x y color
  M+=" stroke none fill '#000000' fill-opacity 0.18 ellipse $1,$(($2 + 1)) 12,5 0,360 fill-opacity 1"
  PG "$3" "$(($1 - 13)),$(($2 - 30)) $(($1 + 13)),$(($2 - 30)) $1,$2"
  C "$1" $(($2 - 34)) 16 "$3"
  C "$1" $(($2 - 34)) 6 '#ffffff'
}

theme_bounds() {
  HDR='#0f3d3a' HDRT='#e6fffa' SIDE='#ffffff' SIDET='#4b5d5b' SIDEA='#0f766e'
  ACC='#14b8a6' ACC2='#f59e0b' ACC3='#6366f1' CARD='#ffffff' TXT='#12302d' MUT='#6b7f7c'
  LINE='#dfe8e6' SUBTLE='#f0f5f4' INPUT='#ffffff' BG='#f3f7f6'
  MAPLAND='#e8efe9' MAPWATER='#b9dcef' MAPPARK='#cfe8c8' MAPROAD='#fcd88a'
}
bounds_screens() {
  theme_bounds
  local s=bounds i y
  local menu="Map:pin|Dashboard:chart|Zones:grid|Alerts:bell|Teams:user|Reports:doc"
  local zones=("North Yard" "Depot 4 Loading" "Riverside Site" "West Gate" "Cold Storage" "South Lot" "Harbor Office")
  local zc=("$ACC" "$ACC3" "$ACC2" '#ef4444' '#0ea5e9' '#a855f7' '#64748b')

  # 1: live map
  frame "Bounds" "B" 0 "$menu" "Live map" "12 zones  ·  38 devices online  ·  updated just now"
  T 288 128 30 "$TXT" "Live map" b
  T 288 160 17 "$MUT" "12 zones  ·  38 devices online  ·  updated just now"
  card 288 190 380 770 14
  T 312 232 19 "$TXT" "Zones" b
  RO 312 252 332 42 "$LINE" 10 2
  bar 336 267 140 "$LINE" 12
  for i in "${!zones[@]}"; do
    y=$((330 + i * 92))
    ((i == 0)) && RA 300 $((y - 26)) 356 84 "$ACC" 0.10 10
    R 316 $((y - 14)) 14 14 "${zc[$i]}" 4
    T 344 "$y" 18 "$TXT" "${zones[$i]}" b
    T 344 $((y + 28)) 15 "$MUT" "$((9 - i)) devices inside"
    pill 548 $((y - 20)) "$([[ $i == 3 ]] && echo '#ef4444' || echo "$ACC")" "$([[ $i == 3 ]] && echo Alert || echo OK)"
  done
  card 692 190 868 770 14
  mapbg 700 198 852 754
  PG "$ACC" "780,300 1010,260 1060,420 860,470" 0.28
  PS "$ACC" 4 "M 780,300 L 1010,260 L 1060,420 L 860,470 Z"
  PG "$ACC3" "1140,520 1380,500 1420,660 1200,700 1120,620" 0.25
  PS "$ACC3" 4 "M 1140,520 L 1380,500 L 1420,660 L 1200,700 L 1120,620 Z"
  M+=" stroke none fill '$ACC2' fill-opacity 0.25 circle 900,700 990,700 fill-opacity 1"
  CO 900 700 90 "$ACC2" 4
  for i in 0 1 2 3 4 5; do rnd 200; local px=$((820 + RN)); rnd 140; local py=$((300 + RN)); C "$px" "$py" 9 '#ffffff'; C "$px" "$py" 6 "$HDR"; done
  mappin 1240 610 "$ACC3"
  mappin 930 360 "$ACC"
  card 1340 216 196 96 12
  T 1360 252 15 "$MUT" "Inside zones" b
  T 1360 292 30 "$TXT" "31 / 38" b
  R 1496 900 40 40 '#ffffff' 8
  T 1516 928 24 "$TXT" "+" b middle
  render_png "$OUT/projects/$s-1.png" "$BG"

  # 2: dashboard
  frame "Bounds" "B" 1 "$menu" "Dashboard" "Entries and exits across all zones, last 30 days"
  T 288 128 30 "$TXT" "Dashboard" b
  T 288 160 17 "$MUT" "Entries and exits across all zones, last 30 days"
  local labels=("Active devices" "Zone entries" "Exits after hours" "Avg. time inside") vals=("38" "4,812" "17" "5h 12m") deltas=("+4" "+12%" "-30%" "+8m")
  for i in 0 1 2 3; do
    card $((288 + i * 322)) 190 300 150 14
    T $((312 + i * 322)) 228 16 "$MUT" "${labels[$i]}" b
    T $((312 + i * 322)) 286 40 "$TXT" "${vals[$i]}" b
    pill $((312 + i * 322)) 302 "$([[ $i == 2 ]] && echo "$ACC3" || echo "$ACC")" "${deltas[$i]}"
  done
  card 288 364 860 380 14
  T 312 406 20 "$TXT" "Zone entries per day" b
  T 1124 406 15 "$MUT" "Last 30 days" r end
  linechart 312 436 812 280 30 "$ACC" 30
  card 1172 364 388 380 14
  T 1196 406 20 "$TXT" "Time by zone" b
  donut 1366 566 100 34 "$ACC $ACC3 $ACC2 #0ea5e9" "38 27 21 14"
  T 1366 560 32 "$TXT" "41h" b middle
  T 1366 590 15 "$MUT" "this week" r middle
  card 288 768 1272 192 14
  T 312 810 20 "$TXT" "Busiest hours" b
  barchart 312 830 1224 110 24 "$ACC" '#5eead4'
  render_png "$OUT/projects/$s-2.png" "$BG"

  # 3: zone editor
  frame "Bounds" "B" 2 "$menu" "Edit zone" "Drag the corners to reshape the boundary"
  T 288 128 30 "$TXT" "Edit zone: Riverside Site" b
  T 288 160 17 "$MUT" "Drag the corners to reshape the boundary"
  card 288 190 860 770 14
  mapbg 296 198 844 754
  PG "$ACC2" "420,320 760,280 960,420 900,700 560,760 400,560" 0.25
  PS "$ACC2" 4 "M 420,320 L 760,280 L 960,420 L 900,700 L 560,760 L 400,560 Z"
  for p in 420,320 760,280 960,420 900,700 560,760 400,560; do C "${p%,*}" "${p#*,}" 11 '#ffffff'; CO "${p%,*}" "${p#*,}" 11 "$ACC2" 4; done
  C 660 520 8 "$ACC2"
  R 312 214 240 46 '#ffffff' 10
  T 332 244 16 "$TXT" "Area: 18.4 hectares" b
  card 1172 190 388 770 14
  T 1196 236 22 "$TXT" "Zone settings" b
  field 1196 290 340 "NAME" "Riverside Site"
  field 1196 380 340 "TEAM" "Field crew B"
  T 1196 470 15 "$MUT" "COLOUR" b
  local sw=("$ACC" "$ACC3" "$ACC2" '#ef4444' '#0ea5e9' '#64748b')
  for i in "${!sw[@]}"; do C $((1218 + i * 52)) 506 18 "${sw[$i]}"; done
  CO 1322 506 24 "$ACC2" 3
  T 1196 570 15 "$MUT" "ALERTS" b
  local opts=("Notify on entry" "Notify on exit" "After-hours only")
  for i in 0 1 2; do
    T 1196 $((610 + i * 50)) 17 "$TXT" "${opts[$i]}"
    if ((i != 1)); then R 1476 $((592 + i * 50)) 56 28 "$ACC" 14; C 1518 $((606 + i * 50)) 11 '#ffffff'
    else R 1476 $((592 + i * 50)) 56 28 "$LINE" 14; C 1490 $((606 + i * 50)) 11 '#ffffff'; fi
  done
  btn 1196 860 164 54 "$ACC" "Save zone"
  btn 1376 860 160 54 "$MUT" "Cancel" '' outline
  render_png "$OUT/projects/$s-3.png" "$BG"

  # 4: alerts
  frame "Bounds" "B" 3 "$menu" "Alerts" "Boundary events that need a look"
  T 288 128 30 "$TXT" "Alerts" b
  T 288 160 17 "$MUT" "Boundary events that need a look"
  btn 1380 104 180 50 "$ACC" "Export CSV"
  card 288 190 1272 770 14
  local filters=("All" "Unresolved" "Entries" "Exits") fx=312
  for i in 0 1 2 3; do
    if ((i == 0)); then R "$fx" 212 $((${#filters[$i]} * 11 + 40)) 38 "$HDR" 19; T $((fx + 20)) 237 16 '#ffffff' "${filters[$i]}" b
    else RO "$fx" 212 $((${#filters[$i]} * 11 + 40)) 38 "$LINE" 19 2; T $((fx + 20)) 237 16 "$MUT" "${filters[$i]}" b; fi
    fx=$((fx + ${#filters[$i]} * 11 + 56))
  done
  theader 312 272 1224 "260 260 220 240 200" "DEVICE|ZONE|EVENT|TIME|STATUS"
  local dev=("Truck 12" "Tablet 07" "Truck 03" "Badge 221" "Forklift 2" "Truck 09" "Tablet 11" "Badge 108")
  local ev=("Exit after hours" "Entered" "Left route" "Entered" "Exit after hours" "Entered" "Left route" "Entered")
  local st=("#ef4444:Open" "$ACC:Resolved" "$ACC2:Review" "$ACC:Resolved" "#ef4444:Open" "$ACC:Resolved" "$ACC2:Review" "$ACC:Resolved")
  for i in "${!dev[@]}"; do
    y=$((366 + i * 72))
    LN 312 $((y + 30)) 1536 $((y + 30)) "$LINE" 1
    trow 332 "$y" "260 260 220 240 200" "*${dev[$i]}|${zones[$((i % 5))]}|${ev[$i]}|#Today $((18 - i)):$((10 + i * 6))|!${st[$i]}"
  done
  render_png "$OUT/projects/$s-4.png" "$BG"
}

# A geometric logo mark for the LogoLounge gallery: mark cx cy size kind c1 c2
mark() {
  local x=$1 y=$2 s=$3 c1=$5 c2=$6 h=$(($3 / 2)) i a
  case $4 in
    ring) CO "$x" "$y" "$h" "$c1" $((s / 7)); C "$x" "$y" $((s / 7)) "$c2" ;;
    peaks) PG "$c1" "$((x - h)),$((y + h * 2 / 3)) $((x - h / 4)),$((y - h * 2 / 3)) $((x + h / 3)),$((y + h * 2 / 3))"
      PG "$c2" "$((x - h / 6)),$((y + h * 2 / 3)) $((x + h / 2)),$((y - h / 3)) $((x + h)),$((y + h * 2 / 3))" ;;
    hex) PG "$c1" "$x,$((y - h)) $((x + h * 87 / 100)),$((y - h / 2)) $((x + h * 87 / 100)),$((y + h / 2)) $x,$((y + h)) $((x - h * 87 / 100)),$((y + h / 2)) $((x - h * 87 / 100)),$((y - h / 2))"
      PG "$c2" "$x,$((y - h / 2)) $((x + h * 43 / 100)),$((y - h / 4)) $((x + h * 43 / 100)),$((y + h / 4)) $x,$((y + h / 2)) $((x - h * 43 / 100)),$((y + h / 4)) $((x - h * 43 / 100)),$((y - h / 4))" ;;
    leaf) LN "$x" $((y + h * 4 / 5)) "$x" $((y + h / 6)) "$c2" $((s / 18 + 1))
      RE $((x - h * 2 / 5)) $((y - h / 6)) $((h / 2)) $((h / 4)) 40 "$c1"
      RE $((x + h * 2 / 5)) $((y - h / 4)) $((h / 2)) $((h / 4)) -40 "$c2" ;;
    wave) for i in 0 1 2; do PS "$([[ $i == 1 ]] && echo "$c2" || echo "$c1")" $((s / 10)) "M $((x - h)),$((y - h / 2 + i * h / 2)) q $((h / 2)),-$((h / 3)) $h,0 t $h,0"; done ;;
    letter) R $((x - h)) $((y - h)) "$s" "$s" "$c1" $((s / 5)); T "$x" $((y + h / 2)) $((s * 7 / 10)) "$c2" "${7:-Q}" b middle ;;
    bolt) C "$x" "$y" "$h" "$c1"; PG "$c2" "$((x + h / 8)),$((y - h * 3 / 4)) $((x - h / 2)),$((y + h / 8)) $((x - h / 20)),$((y + h / 8)) $((x - h / 6)),$((y + h * 3 / 4)) $((x + h / 2)),$((y - h / 8)) $((x + h / 20)),$((y - h / 8))" ;;
    bloom) for a in 0 60 120 180 240 300; do M+=" push graphic-context translate $x,$y rotate $a stroke none fill '$c1' fill-opacity 0.75 ellipse 0,-$((h / 2)) $((h / 4)),$((h / 2)) 0,360 fill-opacity 1 pop graphic-context"; done; C "$x" "$y" $((h / 5)) "$c2" ;;
    stack) for i in 0 1 2; do R $((x - h + i * h / 4)) $((y - h + i * h * 2 / 3)) $((s - i * h / 2)) $((h / 2)) "$([[ $i == 1 ]] && echo "$c2" || echo "$c1")" $((h / 4)); done ;;
    orbit) M+=" fill none stroke '$c1' stroke-width $((s / 16)) ellipse $x,$y $h,$((h / 3)) 0,360"; C "$x" "$y" $((h / 3)) "$c2"; C $((x + h)) "$y" $((s / 14)) "$c1" ;;
    arch) PA "$c1" "M $((x - h)),$((y + h)) L $((x - h)),$y A $h,$h 0 0,1 $((x + h)),$y L $((x + h)),$((y + h)) L $((x + h / 2)),$((y + h)) L $((x + h / 2)),$y A $((h / 2)),$((h / 2)) 0 0,0 $((x - h / 2)),$y L $((x - h / 2)),$((y + h)) Z"; C "$x" $((y - h / 6)) $((h / 6)) "$c2" ;;
    diamond) PG "$c1" "$x,$((y - h)) $((x + h)),$y $x,$((y + h)) $((x - h)),$y"; PG "$c2" "$x,$((y - h / 2)) $((x + h / 2)),$y $x,$((y + h / 2)) $((x - h / 2)),$y" ;;
  esac
}

theme_logo() {
  HDR='#2b2118' HDRT='#fbefe3' SIDE='#fffaf3' SIDET='#6d5a4a' SIDEA='#c2410c'
  ACC='#ff7a45' ACC2='#3a86ff' ACC3='#8338ec' CARD='#ffffff' TXT='#2b2118' MUT='#8a7565'
  LINE='#eadfd3' SUBTLE='#f7efe6' INPUT='#ffffff' BG='#fbf6ef'
}
logo_screens() {
  theme_logo
  local s=logolounge i x y
  local kinds=(ring peaks hex leaf wave letter bolt bloom stack orbit arch diamond)
  local names=("Halden Rings" "Northpeak" "Cellwise" "Fernway" "Saltbox Surf" "Quillo" "Voltage Bar" "Petalworks" "Layerly" "Orbitly" "Archway Co" "Gemfield")
  local c1=('#ff7a45' '#2d6a4f' '#3a86ff' '#52b788' '#0077b6' '#8338ec' '#ffbe0b' '#ff006e' '#fb5607' '#3a0ca3' '#6d597a' '#06d6a0')
  local c2=('#2b2118' '#95d5b2' '#a2d2ff' '#1b4332' '#90e0ef' '#ffffff' '#2b2118' '#ffbe0b' '#ffb703' '#f72585' '#e56b6f' '#118ab2')

  # 1: gallery
  topnav "LogoLounge" "Browse|Collections|Trends|Designers|Submit" 0
  RA 300 20 300 38 "$HDRT" 0.12 19
  CO 322 39 7 "$HDRT" 2
  T 340 45 15 "$HDRT" "Search 48,000 marks" r
  R 1432 18 120 42 "$ACC" 21
  T 1492 45 16 '#ffffff' "Upload" b middle
  R 0 76 300 924 "$SIDE"
  T 32 132 20 "$TXT" "Filters" b
  local groups=("SHAPE" "COLOUR" "STYLE")
  local opts=("Circles|Triangles|Hexagons|Organic" "" "Flat|Line art|Lettermark|Gradient")
  local gy=176
  for i in 0 1 2; do
    T 32 "$gy" 14 "$MUT" "${groups[$i]}" b
    gy=$((gy + 20))
    if ((i == 1)); then
      local sc=('#ff7a45' '#3a86ff' '#8338ec' '#06d6a0' '#ffbe0b' '#2b2118')
      for x in 0 1 2 3 4 5; do C $((46 + x * 40)) $((gy + 18)) 14 "${sc[$x]}"; done
      CO 86 $((gy + 18)) 18 "$ACC2" 3
      gy=$((gy + 70))
    else
      IFS='|' read -ra ol <<<"${opts[$i]}"
      for x in "${!ol[@]}"; do
        if (((x + i) % 3 == 0)); then R 32 $((gy + 6)) 20 20 "$ACC" 5; PL '#ffffff' 3 "36,$((gy + 16)) 41,$((gy + 21)) 48,$((gy + 11))"
        else RO 32 $((gy + 6)) 20 20 "$MUT" 5 2; fi
        T 66 $((gy + 23)) 17 "$TXT" "${ol[$x]}"
        gy=$((gy + 38))
      done
      gy=$((gy + 24))
    fi
  done
  T 340 134 30 "$TXT" "Browse marks" b
  T 340 164 17 "$MUT" "Showing 1,204 logos  ·  sorted by newest"
  RO 1370 112 182 44 "$LINE" 10 2
  T 1390 141 16 "$TXT" "Newest first" r
  PL "$TXT" 2 "1522,130 1530,138 1538,130"
  for i in 0 1 2 3 4 5 6 7; do
    x=$((340 + (i % 4) * 306))
    y=$((196 + (i / 4) * 396))
    card "$x" "$y" 282 372 14
    R $((x + 12)) $((y + 12)) 258 258 "$SUBTLE" 10
    mark $((x + 141)) $((y + 141)) 150 "${kinds[$i]}" "${c1[$i]}" "${c2[$i]}" "${names[$i]:0:1}"
    T $((x + 20)) $((y + 310)) 19 "$TXT" "${names[$i]}" b
    T $((x + 20)) $((y + 342)) 15 "$MUT" "by studio $((i * 7 + 3))"
    C $((x + 252)) $((y + 330)) 16 "$SUBTLE"
    PA "$ACC" "M $((x + 252)),$((y + 338)) L $((x + 244)),$((y + 330)) A 4,4 0 0,1 $((x + 252)),$((y + 324)) A 4,4 0 0,1 $((x + 260)),$((y + 330)) Z"
  done
  render_png "$OUT/projects/$s-1.png" "$BG"

  # 2: logo detail
  topnav "LogoLounge" "Browse|Collections|Trends|Designers|Submit" 0
  T 48 130 16 "$MUT" "Browse  /  Organic  /  Fernway"
  card 48 156 860 800 18
  R 72 180 812 640 "$SUBTLE" 12
  mark 478 500 380 leaf '#52b788' '#1b4332'
  for i in 0 1 2 3; do
    local bgc=('#ffffff' '#1b4332' '#52b788' '#2b2118')
    R $((72 + i * 208)) 840 188 96 "${bgc[$i]}" 10
    RO $((72 + i * 208)) 840 188 96 "$LINE" 10 2
    mark $((166 + i * 208)) 888 64 leaf "$([[ $i == 2 ]] && echo '#ffffff' || echo '#52b788')" "$([[ $i == 1 ]] && echo '#95d5b2' || echo '#1b4332')"
  done
  card 932 156 620 800 18
  T 964 222 38 "$TXT" "Fernway" b
  T 964 258 17 "$MUT" "Submitted by Juniper and Slate studio  ·  2 days ago"
  btn 964 290 260 52 "$ACC" "Save to collection"
  btn 1240 290 180 52 "$TXT" "Share" '' outline
  T 964 398 16 "$MUT" "TAGS" b
  local tags=("leaf" "organic" "green" "two-tone" "nature" "symmetry") tx=964 ty=414
  for i in "${!tags[@]}"; do
    pill "$tx" "$ty" "$([[ $((i % 2)) == 0 ]] && echo "$ACC2" || echo "$ACC3")" "${tags[$i]}"
    tx=$((tx + PILLW + 10))
    ((tx > 1420)) && { tx=964; ty=$((ty + 42)); }
  done
  T 964 530 16 "$MUT" "PALETTE" b
  local pal=('#52b788' '#1b4332' '#95d5b2' '#ffffff')
  for i in 0 1 2 3; do
    R $((964 + i * 142)) 548 128 96 "${pal[$i]}" 10
    RO $((964 + i * 142)) 548 128 96 "$LINE" 10 2
    T $((964 + i * 142)) 672 15 "$TXT" "${pal[$i]}" m
  done
  T 964 730 16 "$MUT" "DESIGNER NOTES" b
  para 964 752 560 5 "$LINE" 26
  render_png "$OUT/projects/$s-2.png" "$BG"

  # 3: trends
  topnav "LogoLounge" "Browse|Collections|Trends|Designers|Submit" 2
  T 48 140 34 "$TXT" "Trend report" b
  T 48 174 18 "$MUT" "How shapes and styles moved across this year of submissions"
  card 48 204 960 420 18
  T 76 250 20 "$TXT" "Submissions by style" b
  local lg=("Flat" "Line art" "Gradient") lc=("$ACC" "$ACC2" "$ACC3") lx=620
  for i in 0 1 2; do C "$lx" 244 7 "${lc[$i]}"; T $((lx + 14)) 250 15 "$MUT" "${lg[$i]}"; lx=$((lx + 120)); done
  linechart 76 284 904 300 12 "$ACC" 40 0
  linechart 76 284 904 300 12 "$ACC2" 30 0
  linechart 76 284 904 300 12 "$ACC3" 20 0
  card 1032 204 520 420 18
  T 1060 250 20 "$TXT" "Top shapes" b
  local shp=("Circles" "Leaves" "Hexagons" "Waves" "Letters") pc=(34 22 18 15 11) shi=(0 3 2 4 5)
  for i in 0 1 2 3 4; do
    y=$((300 + i * 62))
    local si=${shi[$i]}
    mark 1084 $((y + 4)) 36 "${kinds[$si]}" "${c1[$si]}" "${c2[$si]}" "${names[$si]:0:1}"
    T 1120 $((y + 10)) 17 "$TXT" "${shp[$i]}" b
    R 1260 $((y - 4)) 200 14 "$SUBTLE" 7
    R 1260 $((y - 4)) $((pc[i] * 5)) 14 "$ACC" 7
    T 1524 $((y + 10)) 16 "$MUT" "${pc[$i]}%" b end
  done
  card 48 648 1504 308 18
  T 76 694 20 "$TXT" "Rising this month" b
  for i in 0 1 2 3 4 5; do
    x=$((76 + i * 244))
    R "$x" 720 220 160 "$SUBTLE" 12
    mark $((x + 110)) 800 100 "${kinds[$((i + 6))]}" "${c1[$((i + 6))]}" "${c2[$((i + 6))]}" "${names[$((i + 6))]:0:1}"
    T "$x" 910 16 "$TXT" "${names[$((i + 6))]}" b
    pill $((x + 140)) 890 "$ACC" "+$((40 - i * 5))%"
  done
  render_png "$OUT/projects/$s-3.png" "$BG"

  # 4: upload form
  topnav "LogoLounge" "Browse|Collections|Trends|Designers|Submit" 4
  T 48 140 34 "$TXT" "Submit a logo" b
  T 48 174 18 "$MUT" "Share your work with the community. Reviewed within two working days."
  local steps=("Upload" "Details" "Review") sx
  for i in 0 1 2; do
    sx=$((1140 + i * 140))
    C "$sx" 140 18 "$([[ $i -le 1 ]] && echo "$ACC" || echo "$LINE")"
    T "$sx" 147 16 "$([[ $i -le 1 ]] && echo '#ffffff' || echo "$MUT")" "$((i + 1))" b middle
    T "$sx" 184 15 "$MUT" "${steps[$i]}" b middle
    ((i < 2)) && LN $((sx + 24)) 140 $((sx + 116)) 140 "$([[ $i == 0 ]] && echo "$ACC" || echo "$LINE")" 3
  done
  card 48 210 700 746 18
  RA 76 238 644 480 "$ACC" 0.06 14
  M+=" fill none stroke '$ACC' stroke-width 3 stroke-dasharray 14,10 roundrectangle 76,238 720,718 14,14 stroke-dasharray none"
  mark 398 420 170 orbit '#3a0ca3' '#f72585'
  T 398 580 22 "$TXT" "orbitly-mark-final.svg" b middle
  T 398 612 16 "$MUT" "Vector file, 24 KB  ·  ready" r middle
  T 398 680 16 "$ACC" "Drop another file or browse" b middle
  T 76 774 16 "$MUT" "ALSO INCLUDE" b
  for i in 0 1; do R $((76 + i * 330)) 792 310 130 "$SUBTLE" 12; mark $((140 + i * 330)) 857 70 orbit "$([[ $i == 0 ]] && echo '#3a0ca3' || echo '#ffffff')" '#f72585'; bar $((200 + i * 330)) 840 150 "$LINE" 12; bar $((200 + i * 330)) 866 100 "$LINE" 10; done
  card 772 210 780 746 18
  field 804 270 716 "LOGO NAME" "Orbitly"
  field 804 370 716 "CLIENT OR INDUSTRY" "Space education app"
  T 804 470 15 "$MUT" "DESCRIPTION" b
  R 804 480 716 150 "$INPUT" 10
  RO 804 480 716 150 "$LINE" 10 2
  para 824 508 660 4 "$LINE" 28
  T 804 676 15 "$MUT" "TAGS" b
  tx=804
  for t in orbit planet education playful; do pill "$tx" 692 "$ACC3" "$t"; tx=$((tx + PILLW + 10)); done
  R 804 776 24 24 "$ACC" 6
  PL '#ffffff' 3 "809,788 815,794 823,782"
  T 842 795 17 "$TXT" "I made this mark and may share it publicly"
  btn 1320 868 200 56 "$ACC" "Continue"
  btn 1100 868 200 56 "$MUT" "Save draft" '' outline
  render_png "$OUT/projects/$s-4.png" "$BG"
}

theme_pk() {
  HDR='#1e3a5f' HDRT='#e8f0fb' SIDE='#16304f' SIDET='#9fb5d1' SIDEA='#ffffff'
  ACC='#2f80ed' ACC2='#27ae60' ACC3='#f2994a' CARD='#ffffff' TXT='#1c2b3d' MUT='#6b7c93'
  LINE='#dde5ef' SUBTLE='#f1f5fa' INPUT='#ffffff' BG='#eef2f7'
}
pk_screens() {
  theme_pk
  local s=pk-intellispec i y x
  local menu="Overview:chart|Inspections:list|Specifications:doc|Assets:grid|Schedule:cal|Reports:doc|Team:user"
  local RED='#eb5757'

  # 1: overview
  frame "intelliSPEC" "iS" 0 "$menu" "Inspection overview" "Plant 2  ·  week 18"
  T 288 128 30 "$TXT" "Inspection overview" b
  T 288 160 17 "$MUT" "Plant 2  ·  week 18"
  btn 1360 104 200 50 "$ACC" "New inspection"
  local lab=("Open" "Due this week" "Overdue" "Passed") val=("64" "23" "5" "1,208") col=("$ACC" "$ACC3" "$RED" "$ACC2")
  for i in 0 1 2 3; do
    card $((288 + i * 322)) 190 300 130 10
    R $((288 + i * 322)) 190 6 130 "${col[$i]}" 3
    T $((316 + i * 322)) 230 16 "$MUT" "${lab[$i]}" b
    T $((316 + i * 322)) 290 42 "$TXT" "${val[$i]}" b
  done
  card 288 344 760 330 10
  T 312 386 20 "$TXT" "Inspections completed per week" b
  barchart 312 412 712 236 16 "$ACC" '#9cc3f5'
  card 1072 344 488 330 10
  T 1096 386 20 "$TXT" "Result mix" b
  donut 1210 530 92 30 "$ACC2 $ACC3 $RED" "81 14 5"
  local rl=("Pass" "Pass with notes" "Fail") rc=("$ACC2" "$ACC3" "$RED") rp=("81%" "14%" "5%")
  for i in 0 1 2; do R 1340 $((470 + i * 44)) 14 14 "${rc[$i]}" 3; T 1364 $((483 + i * 44)) 16 "$TXT" "${rl[$i]}"; T 1540 $((483 + i * 44)) 16 "$MUT" "${rp[$i]}" b end; done
  card 288 698 1272 262 10
  T 312 740 20 "$TXT" "Due next" b
  theader 312 758 1224 "180 380 260 220 180" "TAG|ASSET|TYPE|DUE|STATUS"
  local tg=("PV-1042" "HX-0217" "TK-0031" "PSV-118") as=("Feed pump discharge valve" "Cooling water exchanger" "Condensate storage tank" "Steam header relief valve")
  local ty=("Valve" "Heat exchanger" "Tank" "Relief valve") st=("$ACC3:Due today" "$ACC:Scheduled" "$RED:Overdue" "$ACC:Scheduled")
  for i in 0 1 2 3; do
    y=$((834 + i * 34))
    trow 332 "$y" "180 380 260 220 180" "#${tg[$i]}|${as[$i]}|${ty[$i]}|May $((4 + i * 2))|!${st[$i]}"
  done
  render_png "$OUT/projects/$s-1.png" "$BG"

  # 2: checklist
  frame "intelliSPEC" "iS" 1 "$menu" "Inspection PV-1042" ""
  T 288 128 30 "$TXT" "Inspection PV-1042" b
  textw "Inspection PV-1042" 30 b
  pill $((288 + TW + 16)) 104 "$ACC3" "In progress"
  T 288 160 17 "$MUT" "Feed pump discharge valve  ·  external visual  ·  assigned to J. Moreno"
  card 288 190 860 770 10
  T 312 234 20 "$TXT" "Checklist" b
  T 1124 234 16 "$MUT" "7 of 10 done" b end
  R 312 252 812 10 "$SUBTLE" 5
  R 312 252 568 10 "$ACC2" 5
  local items=("Body and bonnet free of leaks" "Bolting complete and tight" "Nameplate present and legible" "Actuator operates through full stroke" "No corrosion under insulation" "Position indicator matches valve" "Supports and guides intact" "Packing gland adjusted" "Drain and vent plugs fitted" "Photos attached for record")
  local res=(P P P N P P P - - -)
  for i in "${!items[@]}"; do
    y=$((312 + i * 64))
    LN 312 $((y + 28)) 1124 $((y + 28)) "$LINE" 1
    case ${res[$i]} in
      P) C 330 $((y - 6)) 14 "$ACC2"; PL '#ffffff' 3 "323,$((y - 6)) 328,$((y - 1)) 337,$((y - 11))" ;;
      N) C 330 $((y - 6)) 14 "$ACC3"; T 330 $((y)) 17 '#ffffff' "!" b middle ;;
      *) CO 330 $((y - 6)) 13 "$LINE" 3 ;;
    esac
    T 362 "$y" 18 "$TXT" "${items[$i]}"
    if [[ ${res[$i]} == - ]]; then
      for x in 0 1 2; do RO $((900 + x * 76)) $((y - 24)) 66 34 "$LINE" 8 2; done
      T 933 $((y - 1)) 14 "$MUT" "Pass" b middle; T 1009 $((y - 1)) 14 "$MUT" "Note" b middle; T 1085 $((y - 1)) 14 "$MUT" "Fail" b middle
    elif [[ ${res[$i]} == N ]]; then pill 1000 $((y - 24)) "$ACC3" "Note added"
    else pill 1040 $((y - 24)) "$ACC2" "Pass"; fi
  done
  card 1172 190 388 440 10
  T 1196 234 20 "$TXT" "Asset" b
  local k=("Tag" "Size" "Rating" "Material" "Last inspected") v=("PV-1042" "6 in" "Class 300" "Carbon steel" "Nov 2023")
  for i in 0 1 2 3 4; do
    T 1196 $((280 + i * 44)) 16 "$MUT" "${k[$i]}"
    T 1536 $((280 + i * 44)) 16 "$TXT" "${v[$i]}" b end
  done
  btn 1196 540 340 52 "$ACC" "Open specification"
  card 1172 654 388 306 10
  T 1196 698 20 "$TXT" "Note" b
  R 1196 716 340 120 "$SUBTLE" 8
  para 1212 744 300 3 "$LINE" 26
  btn 1196 864 340 56 "$ACC2" "Submit inspection"
  render_png "$OUT/projects/$s-2.png" "$BG"

  # 3: specification sheet with schematic
  frame "intelliSPEC" "iS" 2 "$menu" "Specification SP-3310" ""
  T 288 128 30 "$TXT" "Specification SP-3310" b
  T 288 160 17 "$MUT" "Gate valve, flanged, Class 300  ·  revision C  ·  approved"
  btn 1240 104 150 50 "$ACC" "Revise" '' outline
  btn 1410 104 150 50 "$ACC" "Export PDF"
  card 288 190 700 770 10
  T 312 234 20 "$TXT" "Design data" b
  theader 312 254 652 "300 200 150" "PARAMETER|VALUE|UNIT"
  local pn=("Design pressure" "Design temperature" "Test pressure" "Nominal size" "Face to face" "Body material" "Trim" "Gasket" "Bolting" "Weight")
  local pv=("51.1" "260" "76.7" "6" "403" "A216 WCB" "13Cr" "Spiral wound" "B7 / 2H" "136")
  local pu=("bar g" "deg C" "bar g" "in" "mm" "-" "-" "-" "-" "kg")
  for i in "${!pn[@]}"; do
    y=$((336 + i * 58))
    LN 312 $((y + 22)) 964 $((y + 22)) "$LINE" 1
    trow 332 "$y" "300 200 150" "${pn[$i]}|#${pv[$i]}|${pu[$i]}"
  done
  card 1012 190 548 770 10
  T 1036 234 20 "$TXT" "General arrangement" b
  R 1036 254 500 680 '#f7fafd' 6
  for ((x = 1036; x <= 1536; x += 25)); do LN "$x" 254 "$x" 934 '#e6eef7' 1; done
  for ((y = 254; y <= 934; y += 25)); do LN 1036 "$y" 1536 "$y" '#e6eef7' 1; done
  # pipe, flanges, body, bonnet, stem, handwheel
  R 1046 640 480 70 '#c9d8ea'
  RO 1046 640 480 70 "$HDR" 0 3
  for x in 1150 1402; do R "$x" 610 28 130 '#9fb5d1' 3; RO "$x" 610 28 130 "$HDR" 3 3; done
  R 1178 600 224 170 '#dbe6f3' 24
  RO 1178 600 224 170 "$HDR" 24 3
  R 1230 420 120 180 '#dbe6f3' 10
  RO 1230 420 120 180 "$HDR" 10 3
  R 1282 330 16 90 "$HDR"
  M+=" fill none stroke '$HDR' stroke-width 6 ellipse 1290,322 90,14 0,360"
  LN 1290 300 1290 345 "$HDR" 4
  LN 1178 810 1402 810 "$ACC" 2
  LN 1178 796 1178 824 "$ACC" 2
  LN 1402 796 1402 824 "$ACC" 2
  T 1290 845 16 "$ACC" "403" b middle
  LN 1470 420 1470 640 "$ACC" 2
  T 1480 540 16 "$ACC" "H" b
  T 1046 920 14 "$MUT" "Drawing GA-3310-C  ·  not to scale" r
  render_png "$OUT/projects/$s-3.png" "$BG"

  # 4: reports
  frame "intelliSPEC" "iS" 5 "$menu" "Reports" "Compliance and backlog across all plants"
  T 288 128 30 "$TXT" "Reports" b
  T 288 160 17 "$MUT" "Compliance and backlog across all plants"
  RO 1160 104 180 50 "$LINE" 10 2
  T 1180 136 16 "$TXT" "Last 12 months"
  btn 1360 104 200 50 "$ACC" "Download"
  card 288 190 1272 360 10
  T 312 234 20 "$TXT" "On-time completion by plant" b
  local pl=("Plant 1" "Plant 2" "Plant 3") pc=("$ACC" "$ACC2" "$ACC3") lx=1180
  for i in 0 1 2; do C "$lx" 228 7 "${pc[$i]}"; T $((lx + 14)) 234 15 "$MUT" "${pl[$i]}"; lx=$((lx + 120)); done
  linechart 312 266 1224 250 12 "$ACC" 60 0
  linechart 312 266 1224 250 12 "$ACC2" 50 0
  linechart 312 266 1224 250 12 "$ACC3" 45 0
  card 288 574 620 386 10
  T 312 618 20 "$TXT" "Backlog by asset type" b
  local at=("Valves" "Relief valves" "Tanks" "Exchangers" "Piping" "Vessels") an=(84 61 47 38 29 18)
  for i in "${!at[@]}"; do
    y=$((664 + i * 48))
    T 312 "$y" 16 "$TXT" "${at[$i]}"
    R 470 $((y - 16)) 380 20 "$SUBTLE" 4
    R 470 $((y - 16)) $((an[i] * 4)) 20 "$ACC" 4
    T 884 "$y" 16 "$MUT" "${an[$i]}" b end
  done
  card 932 574 628 386 10
  T 956 618 20 "$TXT" "Findings this quarter" b
  barchart 956 644 580 220 8 "$ACC3" "$RED"
  T 956 900 15 "$MUT" "Orange: notes raised  ·  red: failures" r
  render_png "$OUT/projects/$s-4.png" "$BG"
}

theme_butter() {
  HDR='#ffd35c' HDRT='#4a3420' SIDE='#fff4d6' SIDET='#7a5c3e' SIDEA='#4a3420'
  ACC='#e07a2f' ACC2='#3d9970' ACC3='#5b8def' CARD='#ffffff' TXT='#3b2a1a' MUT='#8c7259'
  LINE='#f0e3cc' SUBTLE='#fff7e6' INPUT='#ffffff' BG='#fffaf0'
  MAPLAND='#f6f1e7' MAPWATER='#bfe0f2' MAPPARK='#d7ecc8' MAPROAD='#ffd35c'
}
truck() { # x y scale(percent)
  local x=$1 y=$2 k=$3
  R "$x" "$y" $((320 * k / 100)) $((170 * k / 100)) '#ffffff' $((14 * k / 100))
  RO "$x" "$y" $((320 * k / 100)) $((170 * k / 100)) "$TXT" $((14 * k / 100)) 4
  T $((x + 160 * k / 100)) $((y + 100 * k / 100)) $((40 * k / 100)) "$ACC" "ButterMove" b middle
  R $((x + 320 * k / 100)) $((y + 50 * k / 100)) $((120 * k / 100)) $((120 * k / 100)) "$HDR" $((16 * k / 100))
  RO $((x + 320 * k / 100)) $((y + 50 * k / 100)) $((120 * k / 100)) $((120 * k / 100)) "$TXT" $((16 * k / 100)) 4
  R $((x + 345 * k / 100)) $((y + 66 * k / 100)) $((70 * k / 100)) $((44 * k / 100)) "$MAPWATER" $((6 * k / 100))
  for wx in 70 250 380; do C $((x + wx * k / 100)) $((y + 172 * k / 100)) $((30 * k / 100)) "$TXT"; C $((x + wx * k / 100)) $((y + 172 * k / 100)) $((12 * k / 100)) '#dddddd'; done
}
butter_screens() {
  theme_butter
  local s=buttermove i x y

  # 1: landing page with quote form
  topnav "ButterMove" "How it works|Pricing|Reviews|Help" 0
  R 1400 18 152 42 "$TXT" 21
  T 1476 45 16 "$HDR" "Log in" b middle
  T 80 210 58 "$TXT" "Moving day," b
  T 80 282 58 "$ACC" "smooth as butter." b
  T 80 336 21 "$MUT" "Instant quotes from vetted local movers. Book in minutes,"
  T 80 366 21 "$MUT" "track your truck live, and pay only when everything arrives."
  card 80 410 700 500 20
  T 112 462 24 "$TXT" "Get your free quote" b
  field 112 510 300 "MOVING FROM" "14 Orchard Lane"
  field 448 510 300 "MOVING TO" "7 Harbour View"
  field 112 610 300 "DATE" "Sat, 14 June"
  field 448 610 300 "HOME SIZE" "2 bedrooms"
  btn 112 720 636 60 "$ACC" "See prices"
  T 430 830 16 "$MUT" "No card needed  ·  free cancellation up to 48 h" r middle
  for i in 0 1 2 3 4; do
    x=$((124 + i * 34))
    PG '#f4b400' "$x,850 $((x + 5)),861 $((x + 17)),862 $((x + 8)),870 $((x + 11)),882 $x,875 $((x - 11)),882 $((x - 8)),870 $((x - 17)),862 $((x - 5)),861"
  done
  T 300 878 16 "$MUT" "4.8 from 9,400 moves" b
  C 1180 470 300 '#fff0c2'
  R 840 688 720 12 "$LINE" 6
  truck 880 470 110
  for i in 0 1 2; do
    x=$((1420 + i * 8)); y=$((620 - i * 70))
    R "$x" "$y" 110 68 '#d9a066' 6
    RO "$x" "$y" 110 68 "$TXT" 6 3
    LN $((x + 30)) "$y" $((x + 30)) $((y + 30)) "$TXT" 3
  done
  render_png "$OUT/projects/$s-1.png" "$BG"

  # 2: inventory step
  topnav "ButterMove" "How it works|Pricing|Reviews|Help" 1
  local steps=("Addresses" "Inventory" "Date and time" "Confirm")
  for i in 0 1 2 3; do
    x=$((120 + i * 360))
    C "$x" 140 20 "$([[ $i -le 1 ]] && echo "$ACC" || echo "$LINE")"
    if ((i == 0)); then PL '#ffffff' 3 "$((x - 8)),140 $((x - 2)),146 $((x + 9)),134"; else T "$x" 147 17 "$([[ $i -le 1 ]] && echo '#ffffff' || echo "$MUT")" "$((i + 1))" b middle; fi
    T $((x + 32)) 147 18 "$([[ $i -le 1 ]] && echo "$TXT" || echo "$MUT")" "${steps[$i]}" b
    ((i < 3)) && LN $((x + 200)) 140 $((x + 330)) 140 "$([[ $i == 0 ]] && echo "$ACC" || echo "$LINE")" 3
  done
  card 80 196 980 760 20
  T 112 248 26 "$TXT" "What are we moving?" b
  T 112 280 17 "$MUT" "Add furniture and boxes so we can size the truck."
  local rooms=("Living room" "Bedroom" "Kitchen" "Boxes") rx=112
  for i in 0 1 2 3; do
    if ((i == 0)); then R "$rx" 304 $((${#rooms[$i]} * 10 + 40)) 40 "$TXT" 20; T $((rx + 20)) 330 16 "$HDR" "${rooms[$i]}" b
    else RO "$rx" 304 $((${#rooms[$i]} * 10 + 40)) 40 "$LINE" 20 2; T $((rx + 20)) 330 16 "$MUT" "${rooms[$i]}" b; fi
    rx=$((rx + ${#rooms[$i]} * 10 + 56))
  done
  local it=("Three-seat sofa" "Armchair" "Coffee table" "Bookshelf" "Television and stand" "Floor lamp" "Rug, rolled")
  local qt=(1 2 1 2 1 1 1)
  for i in "${!it[@]}"; do
    y=$((400 + i * 76))
    LN 112 $((y + 34)) 1028 $((y + 34)) "$LINE" 1
    R 112 $((y - 28)) 52 52 "$SUBTLE" 10
    R 124 $((y - 12)) 28 20 '#d9a066' 4
    T 184 "$y" 19 "$TXT" "${it[$i]}" b
    CO 880 $((y - 6)) 18 "$LINE" 2
    T 880 $((y + 1)) 20 "$MUT" "-" b middle
    T 930 $((y + 1)) 20 "$TXT" "${qt[$i]}" b middle
    C 980 $((y - 6)) 19 "$ACC"
    T 980 $((y + 1)) 20 '#ffffff' "+" b middle
  done
  card 1084 196 436 760 20
  T 1116 248 22 "$TXT" "Your move" b
  truck 1150 282 60
  local k=("Items" "Estimated volume" "Truck" "Movers" "Estimated time") v=("31" "18 m3" "Medium, 7.5 t" "2" "4 to 5 hours")
  for i in 0 1 2 3 4; do
    T 1116 $((460 + i * 48)) 17 "$MUT" "${k[$i]}"
    T 1488 $((460 + i * 48)) 17 "$TXT" "${v[$i]}" b end
  done
  LN 1116 700 1488 700 "$LINE" 2
  T 1116 750 18 "$TXT" "Estimated price" b
  T 1488 752 30 "$ACC" "\$640" b end
  btn 1116 796 372 60 "$ACC" "Continue"
  btn 1116 872 372 54 "$MUT" "Back" '' outline
  render_png "$OUT/projects/$s-2.png" "$BG"

  # 3: schedule for movers
  frame "ButterMove Crew" "B" 1 "Today:list|Schedule:cal|Jobs:doc|Trucks:grid|Team:user" "June schedule" "Crew view  ·  North depot"
  R 0 0 "$W" 64 "$HDR"
  R 24 16 32 32 "$ACC" 9
  T 40 40 18 '#ffffff' B b middle
  T 70 41 21 "$HDRT" "ButterMove Crew" b
  C 1536 32 18 "$ACC2"
  T 1536 38 15 '#ffffff' JM b middle
  T 288 128 30 "$TXT" "June schedule" b
  T 288 160 17 "$MUT" "Crew view  ·  North depot"
  btn 1380 104 180 50 "$ACC" "Add job"
  card 288 190 1272 770 14
  local days=(Mon Tue Wed Thu Fri Sat Sun) cw=$((1224 / 7)) ch=140
  for i in 0 1 2 3 4 5 6; do T $((312 + i * cw + 12)) 230 15 "$MUT" "${days[$i]}" b; done
  local d ev evc
  for ((d = 0; d < 35; d++)); do
    x=$((312 + (d % 7) * cw))
    y=$((244 + (d / 7) * ch))
    RO "$x" "$y" "$cw" "$ch" "$LINE" 0 1
    ((d % 7 >= 5)) && RA $((x + 1)) $((y + 1)) $((cw - 2)) $((ch - 2)) "$HDR" 0.10
    if ((d < 30)); then T $((x + 12)) $((y + 26)) 16 "$([[ $d == 11 ]] && echo "$ACC" || echo "$TXT")" "$((d + 1))" b; fi
    ((d == 11)) && CO $((x + 18)) $((y + 20)) 16 "$ACC" 2
    rnd 10
    if ((d < 30 && RN < 6)); then
      evc=("$ACC" "$ACC2" "$ACC3")
      rnd 3
      RA $((x + 8)) $((y + 40)) $((cw - 16)) 30 "${evc[$RN]}" 0.18 6
      R $((x + 8)) $((y + 40)) 4 30 "${evc[$RN]}" 2
      local times=("8:00" "9:30" "13:00")
      T $((x + 20)) $((y + 61)) 14 "$TXT" "${times[$RN]} move" b
      if ((d % 3 == 0)); then
        RA $((x + 8)) $((y + 78)) $((cw - 16)) 30 "$ACC2" 0.18 6
        R $((x + 8)) $((y + 78)) 4 30 "$ACC2" 2
        T $((x + 20)) $((y + 99)) 14 "$TXT" "14:30 pack" b
      fi
    fi
  done
  render_png "$OUT/projects/$s-3.png" "$BG"

  # 4: live tracking, phone mock-up
  R 0 0 "$W" "$H" "$SUBTLE"
  C 300 220 260 '#fff0c2'
  C 1400 820 320 '#fff0c2'
  T 120 300 48 "$TXT" "Track your move" b
  T 120 350 21 "$MUT" "Customers follow the truck live and get"
  T 120 380 21 "$MUT" "a message when it is ten minutes away."
  local feat=("Live location every 15 seconds" "Arrival window that updates itself" "Chat with your crew lead")
  for i in 0 1 2; do C 136 $((446 + i * 56)) 14 "$ACC2"; PL '#ffffff' 3 "129,$((446 + i * 56)) 134,$((451 + i * 56)) 143,$((441 + i * 56))"; T 166 $((453 + i * 56)) 19 "$TXT" "${feat[$i]}"; done
  # phone
  R 642 42 436 916 '#2b1d10' 58
  R 660 60 400 880 "$BG" 44
  M+=" push graphic-context"
  mapbg 660 100 400 520
  M+=" pop graphic-context"
  R 660 60 400 48 "$BG"
  R 800 70 120 26 '#2b1d10' 13
  PL "$ACC" 8 "700,560 760,470 840,450 900,330 980,250 1010,170"
  C 700 560 12 "$ACC2"
  C 700 560 5 '#ffffff'
  mappin 1010 170 "$ACC"
  C 900 330 22 '#ffffff'
  C 900 330 17 "$HDR"
  R 890 322 20 14 "$TXT" 3
  R 660 600 400 340 '#ffffff' 28
  R 820 616 80 6 "$LINE" 3
  T 688 668 16 "$MUT" "ARRIVING IN" b
  T 688 716 40 "$TXT" "12 min" b
  pill 900 688 "$ACC2" "On time"
  LN 688 744 1032 744 "$LINE" 2
  C 718 792 26 "$ACC3"
  T 718 800 18 '#ffffff' "DK" b middle
  T 758 786 18 "$TXT" "Dana and Kofi" b
  T 758 812 15 "$MUT" "Crew lead  ·  truck BM-27"
  btn 688 852 160 56 "$ACC" "Message"
  btn 866 852 166 56 "$TXT" "Call" '' outline
  card 1150 230 400 118 18
  R 1174 256 64 64 "$HDR" 16
  truck 1180 274 12
  T 1256 280 18 "$TXT" "ButterMove" b
  T 1530 280 15 "$MUT" "now" r end
  T 1256 310 17 "$TXT" "Your crew is 10 minutes away."
  card 1150 380 400 190 18
  T 1174 422 18 "$TXT" "Unloading checklist" b
  local chk=("Boxes: 24 of 24" "Furniture: 7 of 7" "Photos of every room")
  for i in 0 1 2; do
    C 1188 $((460 + i * 38)) 12 "$ACC2"
    PL '#ffffff' 3 "1182,$((460 + i * 38)) 1187,$((465 + i * 38)) 1195,$((455 + i * 38))"
    T 1212 $((466 + i * 38)) 16 "$TXT" "${chk[$i]}"
  done
  render_png "$OUT/projects/$s-4.png" "$SUBTLE"
}

# ==========================================================================================
# Logos: monograms, 256x256 with transparent corners
# ==========================================================================================
logo() { # file shape bg fg text [accent]
  local s=256
  M=""
  case $2 in
    circle) C 128 128 120 "$3" ;;
    square) R 8 8 240 240 "$3" 48 ;;
    shield) PA "$3" "M 128,8 L 236,44 L 236,124 C 236,190 186,230 128,250 C 70,230 20,190 20,124 L 20,44 Z" ;;
    hex) PG "$3" "128,6 234,67 234,189 128,250 22,189 22,67" ;;
  esac
  case ${6:-} in
    wave) PS "$4" 10 "M 56,184 q 18,-14 36,0 t 36,0 t 36,0 t 36,0" ;;
    fold) PG "$4" "168,56 208,56 208,96" 0.6 ;;
    tree) PG "$4" "128,34 172,96 84,96"; PG "$4" "128,62 184,132 72,132" ;;
    leaf) PA "$4" "M 206,38 C 160,40 140,78 156,108 C 194,104 212,74 206,38 Z"; PS "$3" 3 "M 158,106 Q 178,78 200,46" ;;
    wing) PS "$4" 8 "M 60,72 Q 128,40 196,72" ;;
    star) PG "$4" "128,28 136,46 156,46 140,58 146,76 128,65 110,76 116,58 100,46 120,46" ;;
  esac
  local y=${7:-160} size=${8:-92}
  T 128 "$y" "$size" "$4" "$5" b middle
  convert -size ${s}x${s} xc:none -draw "$M" -strip PNG32:"$1"
  M=""
  echo "  $1"
}

# ==========================================================================================
# Profile photo: an illustrated, flat-shaded avatar (not a real person)
# ==========================================================================================
profile() {
  local out=$OUT/profile.jpg
  M=""
  local SK='#e8b48f' SKD='#d49a74' HAIR='#2c1d18' HAIRL='#3d2a22' SHIRT='#2f6f7e' SHIRTD='#245864'
  C 500 520 420 '#ffe1b8'
  CA 500 520 420 '#ffffff' 0.25
  # shoulders and shirt
  PA "$SHIRT" "M 150,1000 C 160,820 270,760 400,735 L 600,735 C 730,760 840,820 850,1000 Z"
  PA "$SHIRTD" "M 400,735 L 500,860 L 600,735 L 575,735 L 500,820 L 425,735 Z"
  # neck
  PA "$SKD" "M 435,600 L 565,600 L 575,745 C 540,790 460,790 425,745 Z"
  PA "$SK" "M 500,815 L 425,745 L 435,700 C 470,725 530,725 565,700 L 575,745 Z"
  # collar
  PG '#f4f1ea' "400,735 438,726 500,815 468,860"
  PG '#f4f1ea' "600,735 562,726 500,815 532,860"
  # hair behind the head
  PA "$HAIR" "M 300,470 C 280,300 380,190 510,190 C 650,190 730,300 705,470 C 700,560 690,620 660,660 L 340,660 C 310,620 300,560 300,470 Z"
  # ears
  E 322 470 30 46 "$SKD"
  E 678 470 30 46 "$SKD"
  E 326 472 16 28 "$SK"
  E 674 472 16 28 "$SK"
  # face
  PA "$SK" "M 340,380 C 340,250 660,250 660,380 L 660,500 C 660,610 580,680 500,680 C 420,680 340,610 340,500 Z"
  PA "$SKD" "M 600,300 C 650,330 660,380 660,420 L 660,500 C 660,600 590,672 510,680 C 600,640 640,560 640,480 C 640,400 630,340 600,300 Z" 0.55
  # fringe
  PA "$HAIR" "M 330,420 C 320,290 400,215 510,215 C 620,215 690,290 672,420 C 640,360 600,330 560,300 C 520,350 430,380 360,380 C 350,395 340,410 330,420 Z"
  PA "$HAIRL" "M 420,250 C 470,230 540,228 590,250 C 540,250 480,258 420,280 Z"
  # brows
  PS "$HAIR" 12 "M 405,418 Q 440,400 474,414"
  PS "$HAIR" 12 "M 526,414 Q 560,400 595,418"
  # glasses
  M+=" fill '#ffffff' fill-opacity 0.18 stroke '#3b3f4a' stroke-width 8 roundrectangle 388,432 484,506 26,26 roundrectangle 516,432 612,506 26,26 fill-opacity 1"
  LN 484 462 516 462 '#3b3f4a' 8
  LN 388 456 346 444 '#3b3f4a' 7
  LN 612 456 654 444 '#3b3f4a' 7
  # eyes
  E 436 470 12 14 '#2a1e1a'
  E 564 470 12 14 '#2a1e1a'
  C 440 465 4 '#ffffff'
  C 568 465 4 '#ffffff'
  # nose, cheeks, smile
  PS "$SKD" 7 "M 500,500 Q 486,550 500,562 Q 510,566 518,560"
  CA 410 560 30 '#f08a7e' 0.28
  CA 590 560 30 '#f08a7e' 0.28
  PA '#b4544a' "M 450,598 Q 500,650 550,598 Q 500,616 450,598 Z"
  PA '#ffffff' "M 462,602 Q 500,620 538,602 Q 500,612 462,602 Z" 0.9
  # small earring and a pin on the shirt
  C 322 520 7 '#f2c14e'
  C 700 900 22 '#f2c14e'
  C 700 900 10 "$SHIRTD"
  convert -size 1000x1000 gradient:'#f7e3d4'-'#c9e4e7' -draw "$M" -strip -sampling-factor 4:2:0 -quality 85 -interlace JPEG "$out"
  M=""
  echo "  $out"
}

# ==========================================================================================
# About page illustrations (JPEG)
# ==========================================================================================
about_background_town() {
  M=""
  GR 0 0 1600 620 '#3a4a8c' '#f6a46b'
  CA 1040 470 220 '#ffd58a' 0.25
  CA 1040 470 150 '#ffd58a' 0.35
  C 1040 470 95 '#ffe2a6'
  for i in 0 1 2; do rnd 900; E $((200 + RN)) $((110 + i * 70)) $((130 - i * 20)) 18 '#f3c9c4'; done
  # hills
  PA '#56487a' "M 0,560 C 200,470 380,500 560,540 C 760,590 900,480 1100,520 C 1300,560 1450,500 1600,530 L 1600,640 L 0,640 Z"
  # sea
  GR 0 600 1600 400 '#3c5a8f' '#1d2c4f'
  for i in 0 1 2 3 4 5 6 7; do R $((1040 - 160 + i * 17)) $((640 + i * 38)) $((320 - i * 34)) 8 '#ffd58a' 4; done
  for i in 0 1 2 3 4 5 6 7 8 9; do rnd 1400; local wx=$RN; rnd 340; bar $((wx + 40)) $((660 + RN)) $((40 + RN / 4)) '#6c86b8' 5; done
  # harbour town on the left
  PA '#2d2450' "M 0,610 L 0,520 C 120,500 300,520 640,600 L 700,640 L 0,640 Z"
  local hx roofs=('#c8553d' '#e9a03b' '#4f8a8b' '#b56576' '#e07a5f' '#6d597a' '#f2cc8f')
  local walls=('#f4e9d8' '#fbe3c0' '#e6ece8' '#f7d9d9' '#fde8d0' '#e8e0f0' '#fff3d6')
  for i in 0 1 2 3 4 5 6; do
    hx=$((30 + i * 82))
    local hy=$((540 + i * 8))
    R "$hx" "$hy" 70 $((100 - i * 4)) "${walls[$i]}"
    PG "${roofs[$i]}" "$((hx - 8)),$hy $((hx + 35)),$((hy - 40)) $((hx + 78)),$hy"
    R $((hx + 14)) $((hy + 20)) 16 18 '#ffd36b' 2
    R $((hx + 42)) $((hy + 20)) 16 18 '#ffd36b' 2
  done
  # lighthouse on the right
  PA '#2d2450' "M 1300,640 C 1340,580 1460,560 1600,575 L 1600,640 Z"
  PG '#f4efe6' "1440,420 1480,420 1492,590 1428,590"
  PG '#d64545' "1436,470 1484,470 1487,505 1433,505"
  PG '#d64545' "1431,540 1489,540 1491,572 1429,572"
  R 1430 390 60 32 '#3b3355' 4
  R 1440 396 40 22 '#ffe9a8' 3
  PG '#d64545' "1425,392 1460,360 1495,392"
  PG '#ffe9a8' "1490,398 1600,370 1600,430" 0.25
  # little sailboat
  PA '#f4efe6' "M 700,760 L 700,650 L 770,750 Z"
  PA '#ffd58a' "M 690,760 L 700,660 L 650,750 Z"
  PA '#8c3b2e' "M 630,765 L 790,765 L 770,790 L 650,790 Z"
  render_jpg "$OUT/about/background-town.jpg" 'xc:#1d2c4f'
}

about_background_desk() {
  M=""
  GR 0 0 1600 700 '#e9eef2' '#d8e2e8'
  # window
  R 1040 90 440 380 '#ffffff' 8
  GR 1060 110 400 340 '#8ec5e8' '#d9f0fb'
  C 1380 190 40 '#fff3c4'
  E 1160 200 70 24 '#ffffff'
  E 1220 185 50 22 '#ffffff'
  R 1256 110 8 340 '#ffffff'
  R 1060 276 400 8 '#ffffff'
  # shelf with books and a plant
  R 120 190 520 18 '#b07d56' 4
  local bc=('#d1495b' '#edae49' '#00798c' '#30638e' '#003d5b' '#8d6a9f')
  for i in 0 1 2 3 4 5; do R $((150 + i * 34)) $((90 + (i % 2) * 14)) 28 $((100 - (i % 2) * 14)) "${bc[$i]}" 3; done
  R 380 120 80 70 '#e4c9a8' 6
  RE 400 100 40 14 -50 '#5a9e6f'
  RE 440 96 40 14 40 '#4c8c5f'
  RE 420 84 36 12 -90 '#6bb07f'
  # desk
  R 0 700 1600 300 '#c89b72'
  R 0 700 1600 24 '#b5865c'
  # monitor
  R 470 250 660 400 '#2b2f36' 18
  R 490 270 620 350 '#1e222a' 6
  local cc=('#7fdbca' '#f78c6c' '#c792ea' '#82aaff' '#ffcb6b' '#addb67')
  for i in $(seq 0 11); do rnd 6; local c1=${cc[$RN]}; rnd 6; local c2=${cc[$RN]}; rnd 180; local w1=$((60 + RN)); rnd 160;
    bar $((516 + (i % 4) * 24)) $((296 + i * 26)) "$w1" "$c1" 10; bar $((530 + (i % 4) * 24 + w1)) $((296 + i * 26)) $((40 + RN)) "$c2" 10; done
  R 770 650 60 60 '#3a3f48'
  R 680 700 240 16 '#3a3f48' 8
  # keyboard and mouse
  R 560 760 480 90 '#eceff3' 14
  for r in 0 1 2; do for k in $(seq 0 13); do R $((578 + k * 32)) $((774 + r * 24)) 26 18 '#cfd6de' 4; done; done
  E 1120 800 28 40 '#eceff3'
  LN 1120 768 1120 790 '#cfd6de' 3
  # mug with steam
  R 260 700 110 130 '#f4f1ea' 16
  M+=" fill none stroke '#f4f1ea' stroke-width 16 ellipse 372,760 30,34 -90,90"
  E 315 706 55 12 '#6b4226'
  PS '#ffffff' 6 "M 295,670 q -20,-30 0,-60 t 0,-60"
  PS '#ffffff' 6 "M 335,675 q -20,-30 0,-60 t 0,-60"
  # notebook and pencil
  M+=" push graphic-context translate 1300,820 rotate -8 stroke none fill '#00798c' roundrectangle -130,-90 130,90 10,10 fill '#f7f2e8' rectangle -115,-80 120,80 pop graphic-context"
  M+=" push graphic-context translate 1300,820 rotate -8 stroke none fill '#cfd6de' rectangle -95,-55 90,-51 rectangle -95,-25 90,-21 rectangle -95,5 60,9 rectangle -95,35 80,39 pop graphic-context"
  M+=" push graphic-context translate 1180,900 rotate -30 stroke none fill '#edae49' rectangle 0,0 200,14 fill '#d1495b' rectangle 200,0 220,14 fill '#f4d7b0' polygon 0,0 0,14 -22,7 pop graphic-context"
  render_jpg "$OUT/about/background-desk.jpg" 'xc:#e9eef2'
}

about_hobby_mountains() {
  M=""
  GR 0 0 1600 700 '#79b8e6' '#f3e6c8'
  C 1250 210 70 '#fff6d8'
  E 300 160 120 28 '#ffffff'
  E 380 140 90 26 '#ffffff'
  E 980 110 110 22 '#ffffff'
  # far range
  PG '#a7b8d6' "0,560 180,360 330,470 520,270 720,470 880,330 1080,500 1260,300 1450,450 1600,380 1600,700 0,700"
  PG '#f5f7fb' "520,270 470,330 500,320 530,345 560,315 585,330"
  PG '#f5f7fb' "1260,300 1215,350 1245,340 1270,362 1295,338 1318,352"
  # near range
  PG '#5f7d8e' "0,650 240,420 420,600 640,400 860,620 1080,430 1300,640 1600,480 1600,760 0,760"
  PG '#f5f7fb' "640,400 596,444 626,436 650,460 676,436 700,452"
  PG '#f5f7fb' "1080,430 1040,470 1068,462 1090,482 1112,462 1130,474"
  # lake
  GR 0 700 1600 120 '#6fa8c9' '#a9d2e6'
  for i in 0 1 2 3 4; do rnd 1300; bar $((RN + 80)) $((720 + i * 20)) 120 '#d7ecf5' 5; done
  # meadow
  PA '#7fa85a' "M 0,800 C 300,760 600,790 900,780 C 1200,770 1400,790 1600,770 L 1600,1000 L 0,1000 Z"
  PA '#6b9448' "M 0,880 C 400,840 800,900 1600,860 L 1600,1000 L 0,1000 Z"
  # trail
  PA '#d9c294' "M 760,1000 C 780,930 880,900 900,860 C 920,830 960,810 1000,800 L 1016,802 C 980,820 950,840 940,870 C 920,910 860,940 860,1000 Z"
  # pines
  local i tx ty ts
  for i in 0 1 2 3 4 5 6 7 8 9; do
    rnd 1500; tx=$((RN + 50)); rnd 120; ty=$((800 + RN)); rnd 40; ts=$((60 + RN))
    ((tx > 700 && tx < 1050)) && tx=$((tx + 400))
    R $((tx - 6)) "$ty" 12 24 '#5b4636'
    PG '#2f5d3a' "$((tx - ts / 2)),$ty $tx,$((ty - ts)) $((tx + ts / 2)),$ty"
    PG '#3b7047' "$((tx - ts / 3)),$((ty - ts / 2)) $tx,$((ty - ts - ts / 2)) $((tx + ts / 3)),$((ty - ts / 2))"
  done
  # hiker's backpack resting on a rock
  E 420 930 120 50 '#8d8f94'
  R 380 820 90 100 '#e07a2f' 20
  R 392 850 66 40 '#c4621e' 10
  R 396 808 58 20 '#3b5b7a' 8
  render_jpg "$OUT/about/hobby-hiking.jpg" 'xc:#79b8e6'
}

about_hobby_cooking() {
  M=""
  R 0 0 1600 1000 '#a8744f'
  for i in 0 1 2 3 4 5; do R 0 $((i * 170 + 160)) 1600 6 '#8f5f3e'; done
  for i in 0 1 2 3 4 5 6 7; do rnd 1500; local gx=$RN; rnd 900; bar "$gx" $((RN + 40)) 200 '#b9835c' 6; done
  # linen
  M+=" push graphic-context translate 300,560 rotate -12 stroke none fill '#f3ece0' rectangle -220,-300 220,300"
  M+=" fill '#d9cbb3' rectangle -220,-240 220,-228 rectangle -220,228 220,240 pop graphic-context"
  # bowl
  CA 812 532 330 '#000000' 0.18
  C 800 500 330 '#2f3b45'
  C 800 500 300 '#3d4b57'
  C 800 500 280 '#f7f3ea'
  # toppings as wedges
  local cols=('#3f7d3a' '#f08a24' '#8b5e3c' '#f2e6b3' '#c0392b' '#6fae4f') a=0 i d
  for i in 0 1 2 3 4 5; do
    d=$(awk -v a="$a" 'BEGIN{pi=atan2(0,-1); b=a+52; r=255; cx=800; cy=500;
      printf "M %.0f,%.0f L %.0f,%.0f A %d,%d 0 0,1 %.0f,%.0f Z", cx+70*cos(a*pi/180), cy+70*sin(a*pi/180), cx+r*cos(a*pi/180), cy+r*sin(a*pi/180), r, r, cx+r*cos(b*pi/180), cy+r*sin(b*pi/180)}')
    PA "${cols[$i]}" "$d"
    a=$((a + 60))
  done
  # texture strokes on toppings
  for i in $(seq 0 40); do rnd 360; local ang=$RN; rnd 150; local rr=$((100 + RN));
    local p; p=$(awk -v a="$ang" -v r="$rr" 'BEGIN{pi=atan2(0,-1); printf "%.0f %.0f", 800+r*cos(a*pi/180), 500+r*sin(a*pi/180)}')
    local px=${p% *} py=${p#* }; LN "$px" "$py" $((px + 14)) $((py + 6)) '#ffffff' 3; done
  # egg
  PA '#ffffff' "M 700,470 C 690,390 800,380 860,420 C 920,460 900,560 820,570 C 740,580 710,540 700,470 Z"
  C 800 485 48 '#f6b21b'
  C 785 470 12 '#ffd56b'
  for i in 0 1 2 3 4 5 6 7 8 9; do rnd 40; local sx=$((760 + RN * 2)); rnd 30; C "$sx" $((560 + RN)) 3 '#222222'; done
  # chopsticks and spoon
  M+=" push graphic-context translate 1300,420 rotate 70 stroke none fill '#d8b27a' roundrectangle -300,-8 300,8 6,6 roundrectangle -300,22 300,38 6,6 pop graphic-context"
  M+=" push graphic-context translate 1330,700 rotate 80 stroke none fill '#c9ced4' roundrectangle -10,-210 10,120 8,8 ellipse 0,160 48,70 0,360 pop graphic-context"
  # small side dishes
  C 230 230 120 '#ffffff'
  C 230 230 98 '#c0392b'
  for i in 0 1 2 3 4 5; do rnd 120; local kx=$((170 + RN)); rnd 120; R "$kx" $((170 + RN)) 22 16 '#e6e1c5' 4; done
  C 260 820 100 '#ffffff'
  C 260 820 80 '#e8d9a8'
  for i in 0 1 2 3 4 5 6 7; do rnd 100; local kx=$((210 + RN)); rnd 100; E "$kx" $((770 + RN)) 12 6 '#6b8e23'; done
  render_jpg "$OUT/about/hobby-cooking.jpg" 'xc:#a8744f'
}

about_pet_cat() {
  M=""
  R 0 0 1600 1000 '#f2e4d4'
  # window with a view
  R 900 80 560 520 '#ffffff' 10
  GR 920 100 520 480 '#9fd3f0' '#e8f6fd'
  PA '#8fc47a' "M 920,470 C 1040,420 1180,440 1300,420 C 1380,410 1420,430 1440,440 L 1440,580 L 920,580 Z"
  E 1080 200 80 24 '#ffffff'
  R 1176 100 8 480 '#ffffff'
  R 920 336 520 8 '#ffffff'
  R 880 590 600 30 '#e9d6c0' 6
  # plant on the sill
  R 1330 500 80 90 '#c8553d' 6
  RE 1350 470 44 16 -60 '#4c8c5f'
  RE 1390 470 44 16 60 '#5a9e6f'
  RE 1370 450 40 14 -90 '#6bb07f'
  # floor and rug
  R 0 760 1600 240 '#c99e7a'
  E 640 860 460 90 '#6d8fa6'
  E 640 860 400 70 '#86a8bf'
  E 640 860 330 52 '#6d8fa6'
  # cat (orange tabby) sitting
  local O='#f0a04b' OD='#d9822b' OL='#fbd3a2'
  PS "$OD" 34 "M 820,840 C 930,840 960,760 910,700"
  E 640 700 170 190 "$O"
  E 640 760 95 120 "$OL"
  for i in 0 1 2; do PS "$OD" 14 "M $((500 + i * 10)),$((620 + i * 60)) q 40,10 60,40"; PS "$OD" 14 "M $((780 - i * 10)),$((620 + i * 60)) q -40,10 -60,40"; done
  E 570 870 50 28 "$O"
  E 710 870 50 28 "$O"
  C 640 460 150 "$O"
  PG "$O" "510,400 520,250 610,340"
  PG "$O" "770,400 760,250 670,340"
  PG '#f7b9a8' "530,380 535,290 590,345"
  PG '#f7b9a8' "750,380 745,290 690,345"
  PS "$OD" 12 "M 640,320 L 640,370"
  PS "$OD" 12 "M 600,326 L 610,366"
  PS "$OD" 12 "M 680,326 L 670,366"
  E 640 520 80 55 "$OL"
  E 585 455 22 28 '#2c3e2f'
  E 695 455 22 28 '#2c3e2f'
  E 585 455 8 24 '#101510'
  E 695 455 8 24 '#101510'
  C 592 445 5 '#ffffff'
  C 702 445 5 '#ffffff'
  PG '#e07a8b' "626,500 654,500 640,516"
  PS '#7a4a2a' 4 "M 640,516 q -14,20 -30,8"
  PS '#7a4a2a' 4 "M 640,516 q 14,20 30,8"
  for i in -1 0 1; do LN 560 $((520 + i * 14)) 440 $((510 + i * 26)) '#ffffff' 3; LN 720 $((520 + i * 14)) 840 $((510 + i * 26)) '#ffffff' 3; done
  # yarn ball
  C 1100 850 70 '#b56576'
  PS '#d98a9b' 6 "M 1040,820 q 60,-30 120,10"
  PS '#d98a9b' 6 "M 1035,860 q 70,-40 130,0"
  PS '#d98a9b' 6 "M 1060,900 q 50,-40 100,-10"
  PS '#b56576' 5 "M 1040,880 C 980,930 920,900 880,940"
  render_jpg "$OUT/about/pet-cat.jpg" 'xc:#f2e4d4'
}

about_pet_dog() {
  M=""
  GR 0 0 1600 620 '#8ecae6' '#e6f4ea'
  C 260 160 60 '#fff3b0'
  E 700 150 120 30 '#ffffff'
  E 790 130 90 28 '#ffffff'
  PA '#9cc97a' "M 0,600 C 300,540 600,580 900,560 C 1200,540 1400,580 1600,560 L 1600,1000 L 0,1000 Z"
  PA '#86b865' "M 0,760 C 500,700 1000,780 1600,720 L 1600,1000 L 0,1000 Z"
  # tree
  R 1290 300 50 320 '#7a5236' 10
  C 1315 260 130 '#4f8a4b'
  C 1230 320 90 '#5b9a55'
  C 1410 320 90 '#5b9a55'
  C 1315 190 90 '#67a861'
  # flowers
  for i in $(seq 0 14); do rnd 1500; local fx=$((RN + 40)); rnd 200; local fy=$((780 + RN)); C "$fx" "$fy" 8 '#ffffff'; C "$fx" "$fy" 3 '#f2c14e'; done
  # dog: black and white, sitting, tongue out
  local K='#2e2b2a' Wt='#f6f2ea'
  PS "$K" 30 "M 930,760 C 1020,740 1040,660 1010,620"
  E 800 730 170 150 "$K"
  E 780 760 90 120 "$Wt"
  R 660 770 60 140 "$K" 28
  R 860 770 60 140 "$K" 28
  E 690 910 46 24 "$Wt"
  E 890 910 46 24 "$Wt"
  C 780 470 140 "$K"
  # floppy ears
  RE 660 480 44 96 20 '#1f1d1c'
  RE 900 480 44 96 -20 '#1f1d1c'
  # white blaze and muzzle
  PA "$Wt" "M 760,360 C 770,340 790,340 800,360 L 820,470 L 740,470 Z"
  E 780 540 92 70 "$Wt"
  E 730 450 20 24 '#1a1a1a'
  E 830 450 20 24 '#1a1a1a'
  C 736 442 6 '#ffffff'
  C 836 442 6 '#ffffff'
  E 780 505 32 22 '#1a1a1a'
  C 770 498 6 '#666666'
  PS '#1a1a1a' 5 "M 780,527 L 780,550 q -25,18 -45,0"
  PS '#1a1a1a' 5 "M 780,550 q 25,18 45,0"
  PA '#e86a7a' "M 792,556 L 830,556 C 834,600 792,604 792,570 Z"
  # collar with tag
  PS '#d1495b' 22 "M 680,590 Q 780,640 880,590"
  C 780 640 18 '#f2c14e'
  # ball
  C 1120 880 46 '#c4e538'
  PS '#ffffff' 5 "M 1080,860 q 40,30 80,0"
  render_jpg "$OUT/about/pet-dog.jpg" 'xc:#8ecae6'
}

logos() {
  logo "$OUT/logos/tidewater.png" circle '#0f5c78' '#ffffff' T wave 150 104
  logo "$OUT/logos/brightfold.png" square '#f2a541' '#3b2a1a' B fold 180 140
  logo "$OUT/logos/kestrel.png" hex '#3d405b' '#f4f1de' K wing 176 104
  logo "$OUT/logos/maplewood.png" circle '#7a3e2e' '#f7e7ce' M leaf 172 104
  logo "$OUT/logos/northbrook.png" shield '#1f3b73' '#f2c14e' NSU star 176 66
  logo "$OUT/logos/pinecrest.png" square '#2f6b45' '#f4f1de' PCC tree 206 56
}

# ==========================================================================================
# With arguments, draw only the named groups (e.g. `pk_screens profile`); without, draw all.
# Each group starts from the same random seed, so a partial run draws exactly what a full run does.
run() { SEED=7; "$1"; }
if (($#)); then
  for group in "$@"; do run "$group"; done
  exit 0
fi

echo "Project screenshots"
run game_screens
run bounds_screens
run logo_screens
run pk_screens
run butter_screens

echo "Logos"
run logos

echo "Profile photo"
run profile

echo "About page"
run about_background_town
run about_background_desk
run about_hobby_mountains
run about_hobby_cooking
run about_pet_cat
run about_pet_dog

echo "Done: $(du -sh "$OUT" | cut -f1) in $OUT"
