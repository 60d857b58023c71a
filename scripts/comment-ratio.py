#!/usr/bin/env python3
# Comment lines per code line for each target (Swift and C; blank lines count as neither).
# Usage: scripts/comment-ratio.py [FOLDER...]   (default: Sources gtk4/Sources)
import os,sys,re
roots=sys.argv[1:] or ["Sources","gtk4/Sources"]
rows=[]
for root in roots:
    for t in sorted(os.listdir(root)):
        d=os.path.join(root,t); c=k=0
        for dp,_,fs in os.walk(d):
            for f in fs:
                if not f.endswith(('.swift','.c','.h')): continue
                inblock=False
                for line in open(os.path.join(dp,f),errors='replace'):
                    s=line.strip()
                    if not s: continue
                    if inblock:
                        c+=1
                        if '*/' in s: inblock=False
                        continue
                    if s.startswith('//'): c+=1
                    elif s.startswith('/*'):
                        c+=1
                        if '*/' not in s: inblock=True
                    else: k+=1
        if k: rows.append((d,c,k))
for d,c,k in rows: print(f"{d:40s} {c:6d} {k:6d} {c/k:.2f}")
C=sum(r[1] for r in rows);K=sum(r[2] for r in rows);print(f"{'total':40s} {C:6d} {K:6d} {C/K:.2f}")
