# bench/plot.gp - throughput against size, one line per implementation,
# like the paper's Figs. 21-23 (Prism against its baseline).
#
#   gnuplot -e "in='t.dat'; out='t.png'; ttl='sgemm'; ylab='GFLOP/s'; ncol=4" bench/plot.gp
#
# in: whitespace table written by bench/plot.sh; first line is a header
# ("size impl1 impl2 ..."), column 1 the size, each other column one
# implementation's rate already scaled to ylab's unit ("?" where missing).
set terminal pngcairo size 900,560 noenhanced font ",11"
set output out
set title ttl
set xlabel "size"
set ylabel ylab
set logscale x 2
set format x "2^%L"
set grid
set key top left
set datafile missing "?"
set style data linespoints
plot for [i=2:ncol] in using 1:i title columnheader(i) lw 2 pt 7
