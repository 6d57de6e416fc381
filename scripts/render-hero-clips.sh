#!/usr/bin/env bash
# Renders the Stilla hero clips public/videos/hero-{1..10}.mp4 (+ .jpg posters)
# using only ffmpeg's built-in procedural sources and filters (no input media).
#
# How it works: for every scene a greyscale "light field" is computed per pixel
# with geq at low resolution (cheap), upscaled to 1280x720 (which also softens it),
# and then coloured through a three-stop brand palette with lutrgb.
# All motion is periodic over the 6 s clip, so every clip loops seamlessly.
#
# Usage: bash scripts/render-hero-clips.sh [n ...]   (default: all 1..10)
# Safe to run repeatedly; outputs are overwritten atomically.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/public/videos"
mkdir -p "$OUT"
trap 'rm -f "$OUT"/.hero-*.tmp.*' EXIT

command -v ffmpeg >/dev/null || { echo "ffmpeg is required" >&2; exit 1; }

W=1280 H=720 FPS=24 DUR=6
MAX_MP4=400000 MAX_JPG=60000

# ---------- helpers ---------------------------------------------------------

# Three-stop palette ramp for lutrgb: dark (val 0) -> mid (128) -> light (255).
lut() {
  local c0=$1 c1=$2 c2=$3 out="" ch i a b c
  for i in 0 1 2; do
    a=$((16#${c0:$((i * 2)):2})); b=$((16#${c1:$((i * 2)):2})); c=$((16#${c2:$((i * 2)):2}))
    ch=$(printf 'rgb' | cut -c$((i + 1)))
    out+="${ch}='if(lt(val,128),${a}+(${b}-${a})*val/128,${b}+(${c}-${b})*(val-128)/127)':"
  done
  printf '%s' "${out%:}"
}

# Soft bokeh disc that fades in, drifts and fades out once per clip (loops).
#  cx cy radius drift-y(+ = up) phase(0..1) strength sway
bokeh() {
  local cx=$1 cy=$2 r=$3 dy=$4 ph=$5 amp=$6 sw=${7:-0.02}
  printf "st(2,mod(T/%s+%s,1));st(3,hypot((ld(0)-%s-%s*sin(2*PI*ld(2)))*1.778,ld(1)-%s+%s*ld(2)));st(9,ld(9)+%s*pow(sin(PI*ld(2)),2)*clip((%s-ld(3))/(0.3*%s),0,1));" \
    "$DUR" "$ph" "$cx" "$sw" "$cy" "$dy" "$amp" "$r" "$r"
}

# A rising steam wisp above x=cx, starting at y=base, phase offset ph.
wisp() {
  local cx=$1 base=$2 ph=$3 amp=$4
  printf "st(2,clip((%s-ld(1))*2.6,0,1)*clip(ld(1)*2.2-0.1,0,1));st(3,0.015+0.07*(%s-ld(1)));st(4,0.008+0.07*(%s-ld(1)));st(5,ld(0)-%s-ld(4)*sin(8*ld(1)+2*PI*T/6+%s)-0.5*ld(4)*sin(15*ld(1)+2*PI*T/3+2*%s));st(9,ld(9)+%s*ld(2)*exp(-ld(5)*ld(5)/(ld(3)*ld(3)))*(0.65+0.35*sin(13*ld(1)+2*PI*T/3+%s)));" \
    "$base" "$base" "$base" "$cx" "$ph" "$ph" "$amp" "$ph"
}

# Soft leaf silhouette: centre, half-length, half-width, base angle, sway, phase
leaf() {
  local cx=$1 cy=$2 a=$3 b=$4 ang=$5 sway=$6 ph=$7
  printf "st(2,%s+%s*sin(2*PI*T/%s+%s));st(3,(ld(0)-%s-0.015*sin(2*PI*T/%s+%s))*1.778);st(4,ld(1)-%s-0.02*cos(2*PI*T/%s+%s));st(5,ld(3)*cos(ld(2))+ld(4)*sin(ld(2)));st(6,ld(4)*cos(ld(2))-ld(3)*sin(ld(2)));st(9,ld(9)+clip((%s*(1-pow(ld(5)/%s,2))-abs(ld(6)))/0.02,0,1));" \
    "$ang" "$sway" "$DUR" "$ph" "$cx" "$DUR" "$ph" "$cy" "$DUR" "$ph" "$b" "$a"
}

XY="st(0,X/W);st(1,Y/H);st(9,0);"
TAU="2*PI*T/$DUR"

# ---------- scenes ----------------------------------------------------------
# Each scene: field expression (0..255) and palette dark/mid/light, plus the
# working resolution for geq.
declare -A EXPR PAL RES NAME

# 1 Ånga – steam rising from a cup on warm oat
NAME[1]="Ånga över koppen"
EXPR[1]="${XY}$(wisp 0.47 0.80 0 0.9)$(wisp 0.53 0.78 2.1 0.8)$(wisp 0.50 0.82 4.2 0.6)st(7,clip((ld(1)-0.8)*150,0,1)*clip((0.19-0.12*(ld(1)-0.8)-abs(ld(0)-0.5)*1.778)*150,0,1));st(8,hypot((ld(0)-0.5)*1.778/0.19,(ld(1)-0.8)/0.032));st(6,clip((0.14-abs(ld(8)-0.97))*12,0,1));st(5,clip((0.88-ld(8))*12,0,1));st(4,0.6+0.12*(1-ld(1))+0.12*exp(-pow((ld(0)-0.5)*3,2))+0.32*ld(9));st(4,ld(4)*(1-ld(7))+(0.4+0.1*cos((ld(0)-0.5)*12))*ld(7));st(4,ld(4)*(1-ld(6))+0.74*ld(6));st(4,ld(4)*(1-ld(5))+0.22*ld(5));255*clip(ld(4),0,1)"
PAL[1]="5e4a3a c9b497 fbf6ec"; RES[1]="256x144"

# 2 Natt – indigo night, lavender bokeh rising slowly
NAME[2]="Lavendelnatt"
EXPR[2]="${XY}$(bokeh 0.18 0.80 0.09 0.30 0.00 0.55)$(bokeh 0.34 0.55 0.05 0.25 0.35 0.6)$(bokeh 0.52 0.90 0.11 0.35 0.62 0.45)$(bokeh 0.68 0.60 0.07 0.30 0.15 0.55)$(bokeh 0.84 0.85 0.10 0.28 0.80 0.5)$(bokeh 0.60 0.35 0.04 0.20 0.48 0.6)$(bokeh 0.10 0.40 0.05 0.22 0.70 0.5)255*clip(0.1+0.22*ld(1)+0.12*exp(-pow((ld(0)-0.3)*2.2,2)-pow((ld(1)-1)*2,2))+0.6*ld(9),0,1)"
PAL[2]="14163a 6a66a8 e8e0f6"; RES[2]="256x144"

# 3 Dimma – sage hills in drifting morning mist
NAME[3]="Morgondimma"
EXPR[3]="${XY}st(2,clip((0.52+0.05*sin(5*ld(0)+1)+0.03*sin(11*ld(0))-ld(1))*120,0,1));st(3,clip((0.64+0.07*sin(4*ld(0)+3)+0.02*sin(13*ld(0)+2)-ld(1))*120,0,1));st(4,clip((0.80+0.05*sin(3*ld(0)+5)+0.03*sin(9*ld(0)+1)-ld(1))*120,0,1));st(5,0.5+0.5*sin(7*ld(0)-${TAU}+3*ld(1))*sin(3*ld(0)+${TAU}));255*clip(ld(2)*(0.86+0.1*ld(1))+(1-ld(2))*ld(3)*0.66+(1-ld(3))*ld(4)*0.46+(1-ld(4))*(0.22+0.1*(ld(1)-0.8))+0.16*ld(5)*exp(-pow((ld(1)-0.6)*7,2))+0.12*ld(5)*exp(-pow((ld(1)-0.76)*8,2)),0,1)"
PAL[3]="3f5642 9fb89b f1f3ea"; RES[3]="320x180"

# 4 Morgonljus – ochre sunrise glow with slowly turning rays
NAME[4]="Morgonljus"
EXPR[4]="${XY}st(2,(ld(0)-0.72)*1.778);st(3,ld(1)-0.3);st(4,hypot(ld(2),ld(3)));st(5,0.5+0.5*sin(10*atan2(ld(3),ld(2))+${TAU}));255*clip(0.28+0.25*(1-ld(1))+0.55*exp(-ld(4)*ld(4)*9)*(1+0.05*sin(${TAU}))+0.12*ld(5)*exp(-ld(4)*2.2)*clip(ld(4)*6,0,1)+0.08*sin(${TAU}+ld(0)*3)*ld(1),0,1)"
PAL[4]="7a4f1c dca04a fff3d6"; RES[4]="256x144"

# 5 Midvinter – deep red, falling gold sparkles
NAME[5]="Midvinterglöd"
EXPR[5]="${XY}$(bokeh 0.15 0.20 0.03 -0.35 0.00 0.7 0.03)$(bokeh 0.30 0.45 0.05 -0.30 0.40 0.5 0.03)$(bokeh 0.45 0.15 0.025 -0.40 0.75 0.75 0.02)$(bokeh 0.62 0.35 0.06 -0.25 0.20 0.45 0.03)$(bokeh 0.78 0.10 0.035 -0.38 0.55 0.7 0.02)$(bokeh 0.90 0.50 0.045 -0.30 0.88 0.55 0.03)$(bokeh 0.55 0.60 0.03 -0.30 0.10 0.6 0.02)$(bokeh 0.25 0.70 0.04 -0.25 0.65 0.5 0.03)255*clip(0.12+0.3*exp(-pow((ld(0)-0.5)*1.6,2)-pow((ld(1)-0.75)*1.8,2))+0.62*ld(9),0,1)"
PAL[5]="2a070c 8e2530 f0cf86"; RES[5]="256x144"

# 6 Levande ljus – candle flame and warm halo in a dark room
NAME[6]="Levande ljus"
EXPR[6]="${XY}st(2,1+0.04*sin(5*${TAU})+0.03*sin(7*${TAU}+1)+0.02*sin(11*${TAU}+2));st(3,(ld(0)-0.5-0.006*sin(3*${TAU}+0.6)*(0.55-ld(1))*8)*1.778);st(4,(ld(1)-0.5)/ld(2));st(5,clip(1-hypot(ld(3)/(0.03*clip(1-(0.47-ld(1))*9,0.05,1)*clip((ld(1)-0.35)*12,0,1)+0.001),ld(4)*8),0,1)*clip((0.565-ld(1))*150,0,1));st(6,clip((ld(1)-0.57)*150,0,1)*clip((0.09-abs(ld(3)))*150,0,1));st(7,hypot((ld(0)-0.5)*1.778,ld(1)-0.5));255*clip(0.08+0.45*ld(2)*exp(-ld(7)*ld(7)*5)+0.25*ld(2)*exp(-ld(7)*ld(7)*40)+0.9*ld(5)+ld(6)*(0.42-0.25*(ld(1)-0.57)),0,1)"
PAL[6]="1c1310 a5562f ffe2b0"; RES[6]="320x180"

# 7 Fönsterljus – window light sweeping across an oat wall
NAME[7]="Fönsterljus"
EXPR[7]="${XY}st(2,ld(0)-0.35*ld(1)-0.06*sin(${TAU}));st(3,ld(1)+0.02*sin(${TAU}+1));st(4,clip((0.12-abs(ld(2)-0.42))*70,0,1)+clip((0.12-abs(ld(2)-0.7))*70,0,1));st(5,clip((0.3-abs(ld(3)-0.42))*60,0,1)+clip((0.22-abs(ld(3)-0.86))*60,0,1)*0);st(6,clip((0.16-abs(ld(3)-0.26))*60,0,1)+clip((0.16-abs(ld(3)-0.62))*60,0,1));255*clip(0.42+0.12*(1-ld(1))+0.42*ld(4)*ld(6)*(0.92+0.08*sin(${TAU}))-0.06*sin(12*ld(0)+9*ld(1)+${TAU})*sin(7*ld(1)-${TAU})*ld(4)*ld(6),0,1)"
PAL[7]="8a7a66 e6d9c3 fffbf2"; RES[7]="320x180"

# 8 Rök – slow steam rolling through a charcoal dusk
NAME[8]="Stilla ånga i mörker"
EXPR[8]="${XY}$(wisp 0.30 0.95 1 0.55)$(wisp 0.62 0.98 3 0.45)st(2,0.5+0.25*sin(4*ld(0)+6*ld(1)+${TAU})+0.25*sin(3*ld(0)-5*ld(1)+2*${TAU}+1));255*clip(0.1+0.14*ld(1)+0.12*ld(2)*exp(-pow((ld(1)-0.55)*3,2))+0.55*ld(9),0,1)"
PAL[8]="16181b 5d6166 ddd8cf"; RES[8]="256x144"

# 9 Löv – soft leaf shadows drifting on sage light
NAME[9]="Lövskugga"
EXPR[9]="${XY}$(leaf 0.22 0.30 0.17 0.05 0.6 0.12 0)$(leaf 0.40 0.62 0.22 0.065 -0.4 0.10 1.5)$(leaf 0.70 0.28 0.19 0.055 2.4 0.14 3)$(leaf 0.84 0.72 0.16 0.05 1.2 0.12 4.4)$(leaf 0.08 0.80 0.2 0.06 -1.0 0.1 2.2)255*clip(0.78+0.12*exp(-pow((ld(0)-0.55)*1.8,2)-pow((ld(1)-0.4)*2,2))+0.04*sin(${TAU})-0.38*clip(ld(9),0,1),0,1)"
PAL[9]="3e5845 8eab8d ecf1e2"; RES[9]="320x180"

# 10 Skymning – lavender-peach dusk with low sun and mist
NAME[10]="Skymning"
EXPR[10]="${XY}st(2,hypot((ld(0)-0.38)*1.778,(ld(1)-0.62)));st(3,0.5+0.5*sin(6*ld(0)+${TAU})*sin(2*ld(0)-${TAU}+1));st(4,clip((0.7+0.02*sin(4*ld(0)+1)+0.015*sin(11*ld(0))-ld(1))*150,0,1));255*clip(ld(4)*(0.3+0.45*ld(1)+0.3*exp(-ld(2)*ld(2)*14)+0.25*exp(-ld(2)*ld(2)*120)+0.1*ld(3)*exp(-pow((ld(1)-0.62)*10,2)))+(1-ld(4))*(0.28-0.12*(ld(1)-0.7)+0.08*ld(3)*exp(-pow((ld(1)-0.74)*18,2))),0,1)"
PAL[10]="4a3f6b c98f93 fbe2c4"; RES[10]="256x144"

# ---------- render ----------------------------------------------------------

render() {
  local n=$1 crf=26 mp4="$OUT/hero-$1.mp4" jpg="$OUT/hero-$1.jpg" tmp
  local -a pal
  read -r -a pal <<<"${PAL[$n]}"
  local vf="color=c=black:s=${RES[$n]}:r=${FPS}:d=${DUR},format=gray,geq=lum='${EXPR[$n]}',scale=${W}:${H}:flags=bicubic,format=rgb24,lutrgb=$(lut "${pal[@]}"),format=yuv420p"
  tmp="$OUT/.hero-$n.tmp.mp4"
  while :; do
    ffmpeg -hide_banner -loglevel error -y -threads 1 -filter_threads 1 \
      -f lavfi -i "$vf" -an -c:v libx264 -preset medium -profile:v high \
      -pix_fmt yuv420p -crf "$crf" -threads 1 -movflags +faststart \
      -metadata title="Video $n – ${NAME[$n]}" "$tmp"
    if [ "$(stat -c %s "$tmp")" -le "$MAX_MP4" ] || [ "$crf" -ge 40 ]; then break; fi
    crf=$((crf + 3))
  done
  mv -f "$tmp" "$mp4"
  # Poster = first frame (matches what is shown before playback starts).
  local q=5
  while :; do
    ffmpeg -hide_banner -loglevel error -y -threads 1 -i "$mp4" -frames:v 1 -q:v "$q" "$OUT/.hero-$n.tmp.jpg"
    if [ "$(stat -c %s "$OUT/.hero-$n.tmp.jpg")" -le "$MAX_JPG" ] || [ "$q" -ge 15 ]; then break; fi
    q=$((q + 2))
  done
  mv -f "$OUT/.hero-$n.tmp.jpg" "$jpg"
  printf 'hero-%-2s %-22s mp4 %7s B (crf %s)  jpg %6s B\n' "$n" "${NAME[$n]}" \
    "$(stat -c %s "$mp4")" "$crf" "$(stat -c %s "$jpg")"
}

if [ "$#" -eq 0 ]; then set -- 1 2 3 4 5 6 7 8 9 10; fi
start=$SECONDS
for n in "$@"; do
  [ -n "${EXPR[$n]:-}" ] || { echo "unknown clip $n" >&2; exit 1; }
  render "$n"
done
echo "done in $((SECONDS - start)) s"
