#!/usr/bin/env python3
"""Screenshot material-cards.html (1024x1366 CSS px, device scale 3 -> 3072x4098 px) in headless Chromium,
the peer of `buttoncheck render scripts/benchmark/material-cards.json --size large --state idle`: the bench's
cdp_sweep.py (one long-lived browser over the DevTools protocol) at this screen's viewport.

usage: material_peer.py BENCHDIR HTMLDIR PNGDIR [cdp_sweep.py options...]
  BENCHDIR: the folder holding cdp_sweep.py (../shared/bench); HTMLDIR: a folder holding material-cards.html only.
"""
import sys

sys.path.insert(0, sys.argv[1])
import cdp_sweep  # noqa: E402

cdp_sweep.W, cdp_sweep.H = 1024, 1366
sys.argv = ["cdp_sweep.py"] + sys.argv[2:]
cdp_sweep.main()
