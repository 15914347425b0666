import * as fr from 'chrono-node/fr'
const WORDS = ['demain', '9h', 'à', 'de', 'jusqu’à', 'Gare', 'Centrale', 'pour', '3h', 'voiture', 'the', 'to', 'from', 'Vieux-Port', 'km', 'code', 'promo', 'sans', 'clim', '2', 'personnes', ',', 'le', '3', 'décembre', '12/03', 'midi', 'ce soir', 'covoiturage', 'réservation', 'dans', 'heures', 'until', '6pm', 'and', 'Longueil', 'Métro', '😀', '東京', 'ß', 'pneus', 'neige']
function seeded(seed: number) { let s = seed >>> 0; return () => { s = (s * 1664525 + 1013904223) >>> 0; return s / 2 ** 32 } }
for (const seed of [42,1,2,3,4,5]) { const rnd=seeded(seed)
let out=''; while(out.length<2000) out+=WORDS[Math.floor(rnd()*WORDS.length)]+' '
for (const cap of [80,120,160,200]) {
  const t=out.slice(0,cap); for(let k=0;k<3;k++) fr.casual.parse(t,new Date())
  const a=performance.now(); for(let k=0;k<7;k++) fr.casual.parse(t,new Date()); console.log(seed,cap,((performance.now()-a)/7).toFixed(3),'ms')
}}
