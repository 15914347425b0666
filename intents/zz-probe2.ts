import { parseIntent } from './index'
import pub from './fixtures/catalog.public.json'
import * as fr from 'chrono-node/fr'
const WORDS = ['demain', '9h', 'à', 'de', 'jusqu’à', 'Gare', 'Centrale', 'pour', '3h', 'voiture', 'the', 'to', 'from', 'Vieux-Port', 'km', 'code', 'promo', 'sans', 'clim', '2', 'personnes', ',', 'le', '3', 'décembre', '12/03', 'midi', 'ce soir', 'covoiturage', 'réservation', 'dans', 'heures', 'until', '6pm', 'and', 'Longueil', 'Métro', '😀', '東京', 'ß', 'pneus', 'neige']
function seeded(seed: number) { let x = seed; return () => { x = (x * 1103515245 + 12345) % 2147483648; return x / 2147483648 } }
const rnd = seeded(42); let out = ''; while (out.length < 2000) out += WORDS[Math.floor(rnd() * WORDS.length)] + ' '
out = out.slice(0, 2000)
const orig = fr.casual.parse.bind(fr.casual); const pieces: string[] = []; let chronoMs = 0
;(fr.casual as any).parse = (t: string, r: any) => { const a = performance.now(); const x = orig(t, r); chronoMs += performance.now() - a; pieces.push(t); return x }
const times: number[] = []
for (let k = 0; k < 30; k++) { chronoMs = 0; const a = performance.now(); parseIntent({ text: out, now: '2026-11-25T14:03:00-05:00' }, pub as any); times.push(Math.round((performance.now() - a) * 100) / 100); times.push(Math.round(chronoMs*100)/100) }
console.log(times.join(' '), pieces.slice(0, 2))
