#!/bin/sh
# Makes the SAMPLE video clips the content names (src/content/media.ts) and writes them, committed,
# to src/web/public/media/{name}.webm and .mp4. Nothing at install, build or start time runs this:
# it is here so anyone can see, and repeat, exactly how the committed clips were made.
#
# Each clip: 4 s, 480x320 (3:2, the photos' aspect, so the poster photo fits the frame), 15 fps,
# no audio track (the site plays them muted), a slowly moving gradient, a sweeping bar and the
# words 'Sample video' with the clip's title. WebM is VP9, MP4 is H.264 (yuv420p, faststart).
# Bit-exact flags and no metadata keep the files identical between runs of the same ffmpeg.
#
# Needs ffmpeg with libfreetype, libvpx and libx264 (Debian: `apt-get install ffmpeg`; made with
# Debian 12's ffmpeg 5.1) and the DejaVu fonts (Debian: fonts-dejavu-core).
# Run from the repository root: sh scripts/generate-sample-videos.sh
set -eu

output_directory=src/web/public/media
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
mkdir -p "$output_directory"

# make_clip NAME TITLE FROM_COLOUR TO_COLOUR
make_clip() {
  name=$1
  title=$2
  graph="gradients=size=480x320:duration=4:rate=15:c0=$3:c1=$4:x0=0:y0=0:x1=480:y1=320:speed=0.03[background];\
color=color=white@0.6:size=160x8:rate=15,format=rgba[bar];\
[background][bar]overlay=x='mod(t*120,W+160)-160':y=H-36:shortest=1,\
drawtext=fontfile=$font:text='Sample video':fontsize=44:fontcolor=white:x=(w-tw)/2:y=h/2-52:\
shadowcolor=black@0.5:shadowx=2:shadowy=2,\
drawtext=fontfile=$font:text='$title':fontsize=22:fontcolor=white:x=(w-tw)/2:y=h/2+16:\
shadowcolor=black@0.5:shadowx=1:shadowy=1"

  ffmpeg -hide_banner -loglevel error -y -filter_complex "$graph" -an \
    -c:v libvpx-vp9 -crf 42 -b:v 0 -row-mt 1 -deadline good -cpu-used 2 -pix_fmt yuv420p \
    -map_metadata -1 -fflags +bitexact -flags:v +bitexact "$output_directory/$name.webm"
  ffmpeg -hide_banner -loglevel error -y -filter_complex "$graph" -an \
    -c:v libx264 -preset slow -crf 32 -profile:v main -pix_fmt yuv420p -movflags +faststart \
    -map_metadata -1 -fflags +bitexact -flags:v +bitexact "$output_directory/$name.mp4"
}

make_clip discover-in-action 'Discover in Action' 0x1e3a8a 0x0ea5e9
make_clip distribution-01 'Our distribution network' 0x0f766e 0x1e3a8a
make_clip distribution-02 'Supporting our partners' 0x6d28d9 0x1d4ed8

ls -l "$output_directory"
