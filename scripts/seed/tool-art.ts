/**
 * Flat illustrations of the catalog's tools and the home carousel, as SVG markup.
 * One palette and one set of class names for every picture, so they read as a family.
 * Tools face left, stand on a shared floor shadow and fit a 400 x 300 canvas.
 */

export const palette = {
  navy: '#0d2c54',
  navyLight: '#24508a',
  amber: '#f6a609',
  amberDark: '#c98500',
  rubber: '#252a31',
  steel: '#6b7684',
  steelLight: '#b8c1cc',
  white: '#ffffff',
  background: '#f4f6f9',
  backdrop: '#e4eaf1',
  floor: '#d4dce6',
} as const;

const style =
  '<style>' +
  `.n{fill:${palette.navy}}.m{fill:${palette.navyLight}}.a{fill:${palette.amber}}.o{fill:${palette.amberDark}}` +
  `.d{fill:${palette.rubber}}.g{fill:${palette.steel}}.l{fill:${palette.steelLight}}.w{fill:${palette.white}}` +
  `.s{fill:none;stroke-linecap:round;stroke-linejoin:round}` +
  '</style>';

/** A stroke-only path: hoses, cords, tubular handles. */
const line = (d: string, colour: string, width: number) =>
  `<path class="s" d="${d}" stroke="${colour}" stroke-width="${width}"/>`;

/** Slide-on battery pack under a pistol grip; (x, y) is its top-left corner. */
const battery = (x: number, y: number, w = 104) =>
  `<rect x="${x}" y="${y}" width="${w}" height="34" rx="7" class="n"/>` +
  `<rect x="${x}" y="${y + 13}" width="${w}" height="8" class="a"/>` +
  `<rect x="${x + 8}" y="${y + 33}" width="${w - 16}" height="7" rx="3" class="d"/>`;

/** Pistol grip with rubber back, trigger and battery, for drills and drivers; x is the grip's front edge. */
const pistolGrip = (x: number, top: number) =>
  `<path d="M${x} ${top}h52l-10 84h-46z" class="n"/>` +
  `<path d="M${x + 22} ${top + 10}h26l-9 70h-24z" class="d"/>` +
  `<rect x="${x - 16}" y="${top + 14}" width="16" height="26" rx="6" class="a"/>` +
  battery(x - 26, top + 80);

/** Filled saw teeth along the edge (x1, y1) -> (x2, y2), pointing to the edge's left by depth. */
const teeth = (x1: number, y1: number, x2: number, y2: number, n: number, depth: number, cls = 'l') => {
  const dx = (x2 - x1) / n;
  const dy = (y2 - y1) / n;
  const length = Math.hypot(x2 - x1, y2 - y1);
  const ox = Math.round(((y2 - y1) / length) * depth);
  const oy = Math.round(((x1 - x2) / length) * depth);
  let d = `M${x1} ${y1}`;
  for (let i = 0; i < n; i++) d += `l${Math.round(dx / 2 + ox)} ${Math.round(dy / 2 + oy)}L${Math.round(x1 + dx * (i + 1))} ${Math.round(y1 + dy * (i + 1))}`;
  return `<path d="${d}z" class="${cls}"/>`;
};

/** Saw blade: disc, toothed rim, hub. */
const sawBlade = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" class="l"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r - 3}" class="s" stroke="${palette.steel}" stroke-width="6" stroke-dasharray="5 7"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${Math.round(r / 5)}" class="g"/>`;

export const toolArt = {
  'cordless-drill': {
    title: 'Cordless drill driver with battery',
    body:
      `<rect x="30" y="106" width="40" height="8" class="l"/>` +
      line('M38 106l6 8M48 106l6 8M58 106l6 8', palette.steel, 2) +
      `<rect x="58" y="100" width="14" height="20" rx="3" class="g"/><rect x="70" y="92" width="38" height="36" rx="5" class="d"/>` +
      `<rect x="104" y="86" width="14" height="48" rx="4" class="a"/><rect x="114" y="80" width="150" height="60" rx="28" class="n"/>` +
      `<rect x="132" y="88" width="100" height="7" rx="3" class="m"/>` +
      line('M238 102v16M250 102v16', palette.navyLight, 4) +
      pistolGrip(176, 134),
  },
  'hammer-drill': {
    title: 'Hammer drill with side handle and depth gauge',
    body:
      `<rect x="18" y="108" width="52" height="8" class="l"/>` +
      line('M24 108l6 8M34 108l6 8M44 108l6 8M54 108l6 8', palette.steel, 2) +
      `<rect x="40" y="82" width="84" height="5" class="l"/>` +
      `<rect x="58" y="102" width="14" height="20" rx="3" class="g"/><rect x="70" y="94" width="38" height="36" rx="5" class="d"/>` +
      `<rect x="104" y="86" width="22" height="52" rx="5" class="g"/>` +
      `<rect x="98" y="130" width="22" height="80" rx="11" class="d" transform="rotate(14 109 130)"/>` +
      `<rect x="122" y="78" width="160" height="66" rx="28" class="n"/><rect x="176" y="66" width="34" height="16" rx="6" class="a"/>` +
      `<rect x="140" y="88" width="110" height="7" rx="3" class="m"/>` +
      pistolGrip(196, 138),
  },
  'impact-driver': {
    title: 'Compact impact driver with hex bit',
    body:
      `<path d="M58 110l10-6h32v12H68z" class="l"/><rect x="94" y="96" width="28" height="28" rx="6" class="a"/>` +
      `<path d="M118 88h34v44h-34z" class="g"/><rect x="144" y="80" width="118" height="60" rx="28" class="n"/>` +
      `<rect x="160" y="88" width="80" height="7" rx="3" class="m"/><circle cx="128" cy="140" r="6" class="a"/>` +
      pistolGrip(176, 134),
  },
  'impact-wrench': {
    title: 'Cordless impact wrench with socket',
    body:
      `<rect x="44" y="96" width="44" height="34" rx="5" class="l"/><rect x="50" y="100" width="6" height="26" class="g"/>` +
      `<rect x="86" y="104" width="18" height="18" class="g"/><path d="M100 84h52v58h-52z" class="g"/>` +
      `<rect x="100" y="84" width="52" height="10" class="d"/><rect x="144" y="78" width="122" height="66" rx="30" class="n"/>` +
      `<rect x="160" y="88" width="84" height="7" rx="3" class="m"/>` +
      pistolGrip(180, 138),
  },
  'cordless-screwdriver': {
    title: 'Inline cordless screwdriver and a screw',
    body:
      `<g transform="rotate(-24 200 150)"><rect x="44" y="144" width="70" height="10" class="l"/>` +
      `<path d="M36 149l10-7v14z" class="g"/><rect x="108" y="136" width="24" height="26" rx="5" class="a"/>` +
      `<rect x="126" y="126" width="210" height="46" rx="23" class="n"/><rect x="150" y="126" width="90" height="46" class="d"/>` +
      `<rect x="256" y="120" width="30" height="10" rx="4" class="a"/><rect x="290" y="136" width="36" height="6" rx="3" class="m"/></g>` +
      `<path d="M60 236h40l-6 8h-28z" class="g"/><path d="M70 244h20l-6 18h-8z" class="l"/>` +
      line('M70 248l20-3M71 254l17-3', palette.steel, 2),
  },
  'angle-grinder': {
    title: 'Angle grinder with cutting disc and guard',
    body:
      `<circle cx="110" cy="150" r="72" class="l"/><circle cx="110" cy="150" r="64" class="s" stroke="${palette.steel}" stroke-width="3"/>` +
      `<circle cx="110" cy="150" r="24" class="g"/><path d="M110 70a80 80 0 0 1 0 160v-14a66 66 0 0 0 0-132z" class="a"/>` +
      `<rect x="146" y="44" width="20" height="74" rx="10" class="d"/><rect x="96" y="116" width="72" height="68" rx="14" class="g"/>` +
      `<circle cx="110" cy="150" r="9" class="d"/>` +
      `<rect x="150" y="124" width="180" height="52" rx="26" class="n"/><rect x="200" y="118" width="60" height="12" rx="6" class="a"/>` +
      line('M178 140v20M190 140v20M202 140v20', palette.navyLight, 4) +
      `<rect x="308" y="130" width="46" height="40" rx="16" class="d"/>` +
      line('M354 150c20 0 24 40 4 60', palette.rubber, 5),
  },
  'circular-saw': {
    title: 'Circular saw with blade guard',
    body:
      sawBlade(160, 180, 72) +
      `<path d="M80 198a80 80 0 0 1 160 0z" class="n"/><path d="M96 198a64 64 0 0 1 128 0h-14a50 50 0 0 0-100 0z" class="a"/>` +
      `<circle cx="160" cy="198" r="16" class="g"/>` +
      `<rect x="60" y="198" width="260" height="10" rx="3" class="g"/>` +
      `<rect x="220" y="128" width="90" height="70" rx="18" class="n"/><rect x="232" y="140" width="66" height="8" rx="4" class="m"/>` +
      line('M200 126c0-60 110-66 112-10', palette.rubber, 20) +
      `<rect x="232" y="84" width="22" height="12" rx="5" class="a"/><rect x="110" y="92" width="22" height="34" rx="10" class="d"/>`,
  },
  jigsaw: {
    title: 'Jigsaw with closed handle and blade',
    body:
      `<path d="M120 206h14v48h-14z" class="l"/>` + teeth(120, 254, 120, 210, 7, 6) +
      `<rect x="84" y="204" width="220" height="12" rx="4" class="g"/>` +
      `<path d="M100 204v-54q0-16 16-16h174q16 0 16 16v54z" class="n"/><rect x="100" y="112" width="60" height="92" rx="14" class="n"/>` +
      `<path d="M130 124v-48q0-20 20-20h134q22 0 22 22v62h-24v-54q0-6-6-6h-118q-6 0-6 6v38z" class="n"/>` +
      `<rect x="172" y="56" width="100" height="10" class="d"/><rect x="196" y="80" width="36" height="10" rx="4" class="a"/>` +
      `<rect x="114" y="126" width="8" height="64" rx="4" class="m"/><rect x="176" y="150" width="76" height="36" rx="8" class="a"/>` +
      `<circle cx="278" cy="168" r="14" class="m"/><circle cx="278" cy="168" r="6" class="d"/>`,
  },
  'reciprocating-saw': {
    title: 'Reciprocating saw with demolition blade',
    body:
      `<path d="M24 144l88-6v18l-86 6z" class="l"/>` + teeth(108, 156, 28, 162, 14, 5) +
      `<rect x="100" y="124" width="16" height="52" rx="4" class="g"/><rect x="112" y="120" width="62" height="60" rx="18" class="d"/>` +
      `<rect x="160" y="114" width="136" height="70" rx="26" class="n"/><rect x="176" y="124" width="96" height="8" rx="4" class="m"/>` +
      `<path d="M284 128l48-8q16-2 16 14v20q0 12-12 14l-20 2 10 62h-50l-10-70z" class="n"/>` +
      `<path d="M304 142l30-4v14l-26 4z" class="d"/><rect x="270" y="170" width="14" height="24" rx="5" class="a"/>` +
      battery(250, 226, 104),
  },
  'orbital-sander': {
    title: 'Random orbital sander with dust bag',
    body:
      `<rect x="100" y="198" width="190" height="22" rx="9" class="d"/><rect x="104" y="218" width="182" height="7" rx="3" class="a"/>` +
      `<path d="M124 198l22-80q8-20 52-20t52 20l22 80z" class="n"/>` +
      `<ellipse cx="198" cy="102" rx="58" ry="22" class="d"/><rect x="156" y="150" width="30" height="14" rx="6" class="a"/>` +
      `<rect x="150" y="126" width="90" height="7" rx="3" class="m"/>` +
      `<rect x="270" y="168" width="34" height="18" class="g"/><rect x="298" y="140" width="72" height="56" rx="20" class="l"/>` +
      line('M314 156v24M330 156v24M346 156v24', palette.steel, 3),
  },
  'belt-sander': {
    title: 'Belt sander with rollers and dust bag',
    body:
      `<rect x="64" y="176" width="262" height="48" rx="24" class="d"/><rect x="80" y="186" width="230" height="28" rx="14" class="a"/>` +
      `<circle cx="88" cy="200" r="14" class="l"/><circle cx="302" cy="200" r="14" class="l"/>` +
      `<path d="M100 178l18-52h186l20 52z" class="n"/><rect x="130" y="140" width="150" height="7" rx="3" class="m"/>` +
      `<path d="M226 128v-36q0-14 14-14h68q16 0 16 16v34h-26v-24h-46v24z" class="n"/><rect x="246" y="78" width="56" height="10" class="d"/>` +
      `<rect x="116" y="88" width="40" height="42" rx="16" class="d"/><rect x="238" y="104" width="14" height="8" rx="3" class="a"/>` +
      `<ellipse cx="348" cy="146" rx="30" ry="36" class="l"/>` +
      line('M336 132v28M348 128v36M360 132v28', palette.steel, 3),
  },
  router: {
    title: 'Plunge router with side knobs and bit',
    body:
      `<path d="M194 214h12v26l-6 8-6-8z" class="l"/><rect x="188" y="198" width="24" height="18" class="g"/>` +
      `<rect x="104" y="206" width="192" height="16" rx="5" class="g"/><rect x="128" y="120" width="10" height="88" class="l"/><rect x="262" y="120" width="10" height="88" class="l"/>` +
      `<rect x="158" y="68" width="84" height="134" rx="18" class="n"/><rect x="164" y="56" width="72" height="20" rx="9" class="d"/>` +
      `<rect x="170" y="84" width="8" height="100" rx="4" class="m"/><rect x="208" y="140" width="22" height="44" rx="4" class="a"/>` +
      `<ellipse cx="110" cy="150" rx="28" ry="22" class="d"/><ellipse cx="290" cy="150" rx="28" ry="22" class="d"/>` +
      `<rect x="120" y="144" width="40" height="12" class="g"/><rect x="240" y="144" width="40" height="12" class="g"/>`,
  },
  planer: {
    title: 'Electric hand planer',
    body:
      `<path d="M56 196h276l10 12H64z" class="g"/>` +
      `<path d="M68 196l10-54q4-14 20-14h200q18 0 22 18l10 50z" class="n"/><rect x="100" y="146" width="190" height="7" rx="3" class="m"/>` +
      `<path d="M206 130v-34q0-14 14-14h78q16 0 20 16l10 42h-28l-8-32h-58v22z" class="n"/><rect x="224" y="82" width="74" height="10" class="d"/>` +
      `<rect x="92" y="92" width="44" height="38" rx="14" class="d"/><rect x="98" y="100" width="32" height="8" rx="3" class="a"/>` +
      `<circle cx="290" cy="168" r="16" class="d"/><circle cx="290" cy="168" r="8" class="g"/><rect x="236" y="108" width="16" height="8" rx="3" class="a"/>`,
  },
  'heat-gun': {
    title: 'Heat gun with wide nozzle',
    body:
      line('M34 100q-10 10 0 20t0 20M18 96q-10 12 0 24t0 24', palette.amber, 4) +
      `<rect x="44" y="98" width="76" height="44" rx="5" class="l"/><rect x="44" y="98" width="12" height="44" rx="4" class="g"/>` +
      `<rect x="112" y="86" width="168" height="68" rx="32" class="n"/><rect x="130" y="96" width="110" height="8" rx="4" class="m"/>` +
      `<rect x="256" y="94" width="34" height="52" rx="12" class="d"/>` +
      line('M266 104v32M278 104v32', palette.steel, 3) +
      `<path d="M180 148h56l-8 88h-48z" class="n"/><path d="M202 158h28l-7 70h-21z" class="d"/>` +
      `<rect x="164" y="162" width="16" height="28" rx="6" class="a"/><rect x="172" y="232" width="64" height="12" rx="4" class="d"/>` +
      line('M236 240c40 0 60 10 110 10', palette.rubber, 5),
  },
  'glue-gun': {
    title: 'Hot glue gun with glue stick',
    body:
      `<rect x="262" y="104" width="98" height="22" rx="11" class="w" stroke="${palette.steelLight}" stroke-width="3"/>` +
      `<path d="M50 114l50-8v18l-50-4z" class="g"/><path d="M40 116l12-3v6z" class="d"/>` +
      `<path d="M96 90h162q22 0 22 22v6q0 22-22 22H96z" class="a"/><rect x="112" y="100" width="120" height="7" rx="3" class="o"/>` +
      `<path d="M200 134h54l-8 98h-44z" class="n"/><path d="M218 144h28l-7 80h-21z" class="d"/>` +
      `<path d="M170 138h26v52q-26 0-26-24z" class="n"/>` +
      line('M110 140l-14 100h40', palette.steel, 5),
  },
  'rotary-tool': {
    title: 'Rotary multi-purpose tool with cutting wheel',
    body:
      `<ellipse cx="56" cy="150" rx="8" ry="30" class="l"/><rect x="56" y="146" width="30" height="8" class="l"/>` +
      `<path d="M84 138l26-6v36l-26-6z" class="g"/>` +
      `<path d="M108 128h196q40 0 40 22t-40 22H108z" class="n"/><rect x="120" y="128" width="70" height="44" class="d"/>` +
      `<rect x="254" y="120" width="34" height="10" rx="4" class="a"/><rect x="206" y="138" width="40" height="6" rx="3" class="m"/>` +
      line('M344 150c20 0 10 60 30 70', palette.rubber, 5),
  },
  'multi-tool': {
    title: 'Oscillating multi-tool with plunge blade',
    body:
      `<path d="M102 162l16 12-42 46-26-18z" class="l"/>` + teeth(76, 220, 50, 202, 5, 6) +
      `<rect x="86" y="110" width="56" height="62" rx="14" class="g"/><circle cx="110" cy="168" r="10" class="d"/>` +
      `<rect x="134" y="104" width="196" height="56" rx="28" class="n"/><rect x="214" y="96" width="50" height="12" rx="6" class="a"/>` +
      `<rect x="150" y="114" width="50" height="36" rx="8" class="d"/>` +
      line('M280 120v24M292 120v24', palette.navyLight, 4) + `<rect x="316" y="110" width="40" height="44" rx="16" class="d"/>` +
      line('M356 132c20 0 20 40 6 70', palette.rubber, 5),
  },
  'nail-gun': {
    title: 'Framing nail gun with angled magazine',
    body:
      `<path d="M86 198l244-48 4 22-244 48z" class="a"/>` +
      line('M120 196v12M150 190v12M180 184v12M210 178v12M240 172v12M270 166v12M300 160v12', palette.amberDark, 3) +
      `<rect x="70" y="140" width="28" height="92" rx="6" class="g"/><rect x="72" y="224" width="24" height="18" rx="3" class="d"/>` +
      `<rect x="54" y="46" width="98" height="112" rx="26" class="n"/><rect x="68" y="60" width="8" height="80" rx="4" class="m"/>` +
      `<path d="M146 62h164q16 0 16 16v22H146z" class="n"/><rect x="170" y="62" width="120" height="12" class="d"/>` +
      `<rect x="164" y="100" width="14" height="24" rx="5" class="a"/>` +
      `<rect x="300" y="70" width="44" height="104" rx="10" class="n"/><rect x="300" y="112" width="44" height="10" class="a"/>`,
  },
  'staple-gun': {
    title: 'Electric staple gun',
    body:
      line('M128 106h140q32 0 32 32v70', palette.navy, 26) + line('M160 106h92', palette.rubber, 26) +
      `<rect x="174" y="122" width="62" height="12" rx="6" class="a"/>` +
      `<rect x="70" y="206" width="250" height="18" rx="5" class="g"/><rect x="80" y="212" width="230" height="6" class="l"/>` +
      `<path d="M70 212V110q0-20 20-20h48v122z" class="n"/><rect x="80" y="104" width="8" height="90" rx="4" class="m"/>` +
      `<rect x="98" y="150" width="30" height="40" rx="6" class="a"/><rect x="62" y="210" width="20" height="18" rx="3" class="d"/>` +
      line('M320 200c30 0 40 30 60 40', palette.rubber, 5),
  },
  chainsaw: {
    title: 'Chainsaw with guide bar and chain',
    body:
      `<path d="M36 142h140v36H36q-18 0-18-18t18-18z" class="l"/>` +
      `<path d="M36 140h140M36 180h140M36 140q-20 0-20 20t20 20" class="s" stroke="${palette.rubber}" stroke-width="5" stroke-dasharray="4 4"/>` +
      `<path d="M164 118h130q24 0 24 24v58H164z" class="n"/><rect x="180" y="130" width="110" height="8" rx="4" class="m"/>` +
      `<rect x="164" y="150" width="78" height="50" rx="6" class="a"/><circle cx="203" cy="175" r="12" class="o"/>` +
      line('M198 118v-36q0-14 14-14h30q14 0 16 14l8 36', palette.rubber, 14) +
      `<rect x="150" y="66" width="12" height="60" rx="4" class="a"/>` +
      `<path d="M300 124h46q16 0 16 16v46q0 14-14 14h-48z" class="n"/><rect x="310" y="144" width="38" height="34" rx="8" class="w"/>` +
      `<rect x="176" y="200" width="134" height="12" rx="4" class="d"/>`,
  },
  'hedge-trimmer': {
    title: 'Cordless hedge trimmer with long blade',
    body:
      teeth(22, 146, 214, 146, 16, 12) + teeth(214, 154, 22, 154, 16, 12) +
      `<rect x="22" y="144" width="192" height="12" class="g"/>` +
      `<rect x="200" y="126" width="120" height="54" rx="22" class="n"/><rect x="198" y="120" width="16" height="66" rx="5" class="a"/>` +
      line('M222 126q0-56 50-56t48 56', palette.rubber, 14) +
      `<path d="M314 134h40q14 0 14 14v20q0 12-14 12h-40z" class="n"/><rect x="324" y="146" width="34" height="20" rx="6" class="w"/>` +
      battery(250, 180, 80),
  },
  'leaf-blower': {
    title: 'Leaf blower with long tube',
    body:
      line('M20 188h-10M24 206h-14M22 224h-8', palette.steelLight, 4) +
      `<path d="M32 180l178-34v34L36 210z" class="l"/><path d="M32 180l16-3v31l-16 2z" class="g"/>` +
      `<ellipse cx="250" cy="166" rx="62" ry="54" class="n"/><circle cx="256" cy="168" r="30" class="m"/>` +
      line('M242 154h28M238 168h36M242 182h28', palette.navy, 4) +
      line('M216 116q28-44 86-26l10 24', palette.rubber, 16) +
      `<rect x="262" y="96" width="18" height="10" rx="4" class="a"/>` + battery(284, 196, 90),
  },
  'pressure-washer': {
    title: 'Pressure washer with hose and spray lance',
    body:
      line('M296 120V58h-30', palette.steel, 10) +
      `<rect x="196" y="108" width="124" height="114" rx="22" class="n"/><rect x="212" y="124" width="92" height="38" rx="8" class="a"/>` +
      `<circle cx="236" cy="143" r="12" class="w"/><circle cx="280" cy="143" r="12" class="d"/><rect x="206" y="176" width="8" height="34" rx="4" class="m"/>` +
      `<circle cx="296" cy="226" r="26" class="d"/><circle cx="296" cy="226" r="11" class="g"/><rect x="206" y="220" width="24" height="26" rx="4" class="d"/>` +
      line('M206 200c-60 50-90 20-96-16', palette.rubber, 6) +
      line('M40 118l86 26', palette.steel, 8) +
      `<path d="M118 132l36 10-6 20-36-10z" class="n"/><path d="M120 152l20 6-10 34-18-6z" class="d"/>` +
      line('M30 106l-18-8M30 114l-22 2M30 122l-18 10', palette.steelLight, 4),
  },
  'work-light': {
    title: 'LED work light on a tripod',
    body:
      line('M200 170l-66 82M200 170l66 82M200 170v84', palette.steel, 8) +
      `<rect x="194" y="132" width="12" height="44" class="g"/>` +
      line('M128 96v40h144V96', palette.rubber, 8) +
      `<rect x="116" y="46" width="168" height="100" rx="12" class="n"/><rect x="128" y="58" width="144" height="76" rx="6" class="a"/>` +
      `<rect x="138" y="66" width="124" height="60" rx="4" fill="#ffe7a8"/>` +
      line('M164 66v60M200 66v60M236 66v60M138 96h124', '#f8cc5a', 3) +
      `<circle cx="200" cy="170" r="10" class="d"/>`,
  },
  'soldering-station': {
    title: 'Soldering station with iron in holder',
    body:
      `<rect x="44" y="146" width="160" height="96" rx="12" class="n"/><rect x="62" y="164" width="82" height="38" rx="4" class="d"/>` +
      `<rect x="72" y="174" width="14" height="18" rx="2" class="a"/><rect x="92" y="174" width="14" height="18" rx="2" class="a"/><rect x="112" y="174" width="14" height="18" rx="2" class="a"/>` +
      `<circle cx="176" cy="184" r="18" class="a"/><rect x="172" y="168" width="8" height="12" rx="3" class="o"/>` +
      `<rect x="62" y="216" width="30" height="10" rx="4" class="g"/><rect x="100" y="216" width="30" height="10" rx="4" class="g"/>` +
      `<rect x="234" y="226" width="132" height="18" rx="6" class="g"/><rect x="312" y="216" width="44" height="12" rx="3" class="a"/>` +
      line('M256 226l34-52', palette.steelLight, 6) +
      line('M266 226l38-58M276 226l38-58', palette.steel, 2) +
      line('M290 160l60-74', palette.navy, 18) + line('M352 82l16-20', palette.steel, 5) +
      line('M292 162c-30 40-60 20-88 30', palette.rubber, 5),
  },
  'tile-cutter': {
    title: 'Wet tile saw with water tray',
    body:
      sawBlade(190, 158, 52) +
      `<path d="M132 140a60 60 0 0 1 116-18l-24 12a36 36 0 0 0-70 10z" class="a"/>` +
      `<rect x="216" y="92" width="96" height="48" rx="16" class="n"/><rect x="228" y="104" width="70" height="8" rx="4" class="m"/>` +
      `<rect x="90" y="150" width="72" height="10" rx="2" fill="#e9ddc7"/>` +
      `<rect x="54" y="160" width="292" height="16" rx="4" class="g"/><path d="M74 176h252l-14 52H88z" class="n"/>` +
      `<rect x="96" y="186" width="208" height="10" rx="4" class="m"/>` + line('M96 228l-10 20M304 228l10 20', palette.rubber, 8),
  },
  'mitre-saw': {
    title: 'Mitre saw with turntable and fence',
    body:
      `<rect x="40" y="212" width="320" height="26" rx="6" class="g"/><ellipse cx="180" cy="212" rx="100" ry="12" class="l"/>` +
      `<rect x="60" y="180" width="240" height="30" rx="3" class="l"/><rect x="60" y="180" width="240" height="6" class="g"/>` +
      sawBlade(170, 148, 66) +
      `<path d="M98 148a72 72 0 0 1 144 0h-18a54 54 0 0 0-108 0z" class="n"/>` +
      `<rect x="300" y="110" width="34" height="106" rx="10" class="n"/>` +
      `<path d="M196 96l110 10v24l-110-6z" class="n"/><rect x="206" y="72" width="84" height="52" rx="16" class="n"/>` +
      `<rect x="218" y="84" width="56" height="8" rx="4" class="m"/>` +
      line('M150 82q-8-36 24-36h30', palette.rubber, 16) + `<rect x="190" y="38" width="20" height="14" rx="5" class="a"/>` +
      `<rect x="150" y="228" width="60" height="10" rx="4" class="a"/>`,
  },
  'table-saw': {
    title: 'Table saw with rip fence',
    body:
      `<path d="M150 142a50 50 0 0 1 100 0z" class="l"/><path d="M152 140a48 48 0 0 1 96 0" class="s" stroke="${palette.steel}" stroke-width="6" stroke-dasharray="5 7"/>` +
      `<path d="M236 100h30v42h-40z" class="a"/>` +
      `<rect x="36" y="142" width="328" height="16" rx="3" class="g"/><rect x="56" y="124" width="70" height="18" rx="3" class="a"/>` +
      `<path d="M86 158h228l-12 60H98z" class="n"/><circle cx="200" cy="188" r="16" class="a"/><circle cx="200" cy="188" r="6" class="o"/>` +
      `<rect x="240" y="176" width="40" height="10" rx="4" class="d"/>` +
      line('M108 218l-30 38M292 218l30 38M140 218l-12 38M260 218l12 38', palette.rubber, 9),
  },
  'bench-grinder': {
    title: 'Bench grinder with two wheels and eye shields',
    body:
      `<rect x="54" y="74" width="86" height="12" rx="4" fill="#cfe0f0"/><rect x="260" y="74" width="86" height="12" rx="4" fill="#cfe0f0"/>` +
      `<rect x="60" y="94" width="74" height="124" rx="36" class="g"/><rect x="78" y="104" width="38" height="104" rx="16" class="d"/>` +
      `<rect x="266" y="94" width="74" height="124" rx="36" class="g"/><rect x="284" y="104" width="38" height="104" rx="16" class="l"/>` +
      `<rect x="130" y="150" width="140" height="12" class="l"/>` +
      `<rect x="142" y="112" width="116" height="90" rx="38" class="n"/><rect x="160" y="124" width="80" height="8" rx="4" class="m"/>` +
      `<path d="M130 240l14-40h112l14 40z" class="n"/><rect x="186" y="212" width="28" height="14" rx="5" class="a"/>` +
      `<rect x="70" y="214" width="54" height="8" rx="3" class="a"/><rect x="276" y="214" width="54" height="8" rx="3" class="a"/>`,
  },
  'air-compressor': {
    title: 'Pancake air compressor with gauges',
    body:
      line('M146 84V56h108v28', palette.rubber, 12) +
      `<rect x="126" y="78" width="148" height="44" rx="14" class="a"/><rect x="140" y="90" width="80" height="8" rx="4" class="o"/>` +
      `<circle cx="200" cy="168" r="80" class="n"/><circle cx="200" cy="168" r="64" class="m"/><circle cx="200" cy="168" r="56" class="n"/>` +
      `<circle cx="176" cy="168" r="17" class="w"/><circle cx="226" cy="168" r="17" class="w"/>` +
      line('M176 168l8-9M226 168l-10-6', palette.rubber, 3) +
      `<rect x="186" y="196" width="28" height="16" rx="4" class="l"/>` +
      `<rect x="130" y="236" width="30" height="14" rx="4" class="d"/><rect x="240" y="236" width="30" height="14" rx="4" class="d"/>` +
      line('M214 204c50 10 80 40 120 30', palette.amberDark, 5),
  },
  'wet-dry-vacuum': {
    title: 'Wet and dry vacuum with hose',
    body:
      `<path d="M128 120h164l-12 108H140z" class="n"/><rect x="146" y="140" width="128" height="8" rx="4" class="m"/>` +
      `<rect x="118" y="90" width="184" height="40" rx="16" class="d"/><rect x="118" y="118" width="184" height="10" class="a"/>` +
      line('M186 90V72h48v18', palette.steel, 10) + `<rect x="262" y="98" width="20" height="10" rx="4" class="a"/>` +
      `<circle cx="152" cy="236" r="12" class="d"/><circle cx="268" cy="236" r="12" class="d"/>` +
      line('M132 160c-70 0-86 40-72 80', palette.rubber, 16) +
      line('M132 160c-70 0-86 40-72 80', palette.steel, 16).replace('stroke-width="16"', 'stroke-width="16" stroke-dasharray="2 8"') +
      `<path d="M44 236l34-4 4 18-40 4z" class="g"/>`,
  },
  polisher: {
    title: 'Rotary car polisher with foam pad',
    body:
      `<ellipse cx="112" cy="214" rx="84" ry="20" class="a"/><ellipse cx="112" cy="204" rx="84" ry="20" class="o"/><ellipse cx="112" cy="200" rx="80" ry="16" class="a"/>` +
      `<ellipse cx="112" cy="184" rx="54" ry="12" class="d"/><rect x="100" y="164" width="24" height="20" class="g"/>` +
      `<rect x="80" y="112" width="64" height="60" rx="12" class="g"/>` +
      line('M96 114q0-52 56-52h40q22 0 22 30v20', palette.rubber, 14) +
      `<rect x="138" y="112" width="186" height="52" rx="26" class="n"/><rect x="156" y="122" width="110" height="8" rx="4" class="m"/>` +
      `<rect x="290" y="156" width="18" height="14" rx="5" class="a"/><rect x="308" y="118" width="44" height="40" rx="16" class="d"/>` +
      line('M352 138c20 0 20 40 6 70', palette.rubber, 5),
  },
  'demolition-hammer': {
    title: 'Demolition hammer with chisel',
    body:
      `<path d="M192 208h16v40l-8 14-8-14z" class="l"/><rect x="184" y="184" width="32" height="28" rx="6" class="g"/>` +
      `<rect x="158" y="78" width="84" height="114" rx="20" class="n"/><rect x="170" y="92" width="8" height="84" rx="4" class="m"/>` +
      `<rect x="200" y="120" width="32" height="40" rx="6" class="a"/>` +
      `<rect x="232" y="96" width="56" height="76" rx="18" class="n"/>` +
      line('M254 110h10M254 124h10M254 138h10M254 152h10', palette.navyLight, 4) +
      line('M150 92q0-58 50-58t50 58', palette.rubber, 18) +
      `<rect x="242" y="176" width="92" height="20" rx="10" class="d" transform="rotate(-10 242 186)"/>` +
      line('M130 100c-30 10-30 60 0 80', palette.rubber, 5),
  },
  'battery-charger': {
    title: 'Battery pack on a fast charger',
    body:
      `<path d="M70 204h260l-14 40H84z" class="d"/><rect x="80" y="190" width="240" height="24" rx="8" class="n"/>` +
      `<circle cx="292" cy="202" r="5" class="a"/><circle cx="276" cy="202" r="5" class="g"/>` +
      `<rect x="120" y="102" width="160" height="92" rx="12" class="n"/><rect x="120" y="140" width="160" height="14" class="a"/>` +
      `<rect x="140" y="76" width="120" height="32" rx="8" class="d"/><rect x="176" y="86" width="48" height="12" rx="4" class="g"/>` +
      `<rect x="146" y="166" width="18" height="10" rx="2" class="a"/><rect x="170" y="166" width="18" height="10" rx="2" class="a"/>` +
      `<rect x="194" y="166" width="18" height="10" rx="2" class="a"/><rect x="218" y="166" width="18" height="10" rx="2" class="m"/>` +
      `<circle cx="256" cy="171" r="7" class="w"/>` +
      line('M330 224c24 0 30 16 44 16', palette.rubber, 5),
  },
  'laser-level': {
    title: 'Cross-line laser level on a tripod',
    body:
      `<path d="M0 140h400M200 0v300" class="s" stroke="${palette.amber}" stroke-width="3" opacity=".7"/>` +
      line('M200 196l-56 60M200 196l56 60M200 196v62', palette.steel, 7) +
      `<rect x="186" y="184" width="28" height="16" rx="4" class="d"/>` +
      `<rect x="156" y="98" width="88" height="90" rx="14" class="a"/><path d="M156 112v-4q0-10 10-10h6v18zM244 112v-4q0-10-10-10h-6v18z" class="d"/>` +
      `<rect x="172" y="120" width="56" height="40" rx="6" class="d"/><rect x="180" y="128" width="40" height="24" rx="3" class="g"/>` +
      `<circle cx="200" cy="140" r="7" fill="#fff3cf"/><rect x="164" y="168" width="72" height="10" rx="4" class="n"/>`,
  },
  'stud-finder': {
    title: 'Handheld stud finder in front of a wall stud',
    body:
      `<rect x="250" y="30" width="70" height="240" fill="#eadfca"/><rect x="250" y="30" width="8" height="240" fill="#dccdb1"/>` +
      `<path d="M148 54h104q20 0 20 20v40q-10 16 0 32v88q0 20-20 20H148q-20 0-20-20v-88q10-16 0-32V74q0-20 20-20z" class="n"/>` +
      `<path d="M190 54l10 12 10-12z" class="a"/><rect x="150" y="80" width="100" height="62" rx="6" class="d"/>` +
      `<rect x="162" y="118" width="10" height="14" class="a"/><rect x="178" y="108" width="10" height="24" class="a"/><rect x="194" y="96" width="10" height="36" class="a"/>` +
      `<rect x="210" y="108" width="10" height="24" class="g"/><rect x="226" y="118" width="10" height="14" class="g"/>` +
      `<circle cx="200" cy="188" r="22" class="a"/><circle cx="200" cy="188" r="12" class="o"/><rect x="150" y="226" width="100" height="10" rx="5" class="m"/>`,
  },
  'tape-measure': {
    title: 'Tape measure with its blade pulled out',
    body:
      `<rect x="40" y="176" width="170" height="16" class="a"/>` +
      line('M60 176v8M80 176v12M100 176v8M120 176v12M140 176v8M160 176v12M180 176v8', palette.rubber, 2) +
      `<rect x="30" y="170" width="12" height="28" rx="2" class="g"/>` +
      `<rect x="196" y="100" width="130" height="120" rx="30" class="n"/><rect x="204" y="108" width="114" height="104" rx="24" class="m"/>` +
      `<circle cx="262" cy="160" r="30" class="d"/><circle cx="262" cy="160" r="12" class="a"/>` +
      `<rect x="230" y="90" width="48" height="16" rx="6" class="a"/><rect x="318" y="130" width="14" height="60" rx="5" class="g"/>`,
  },
  'brad-nailer': {
    title: 'Pneumatic brad nailer with air hose',
    body:
      `<rect x="70" y="92" width="26" height="120" rx="6" class="g"/><rect x="76" y="206" width="14" height="20" class="l"/>` +
      `<rect x="92" y="84" width="150" height="70" rx="26" class="n"/><rect x="108" y="94" width="100" height="8" rx="4" class="m"/>` +
      `<path d="M96 200l150-40v22l-150 40z" class="l"/>` +
      line('M226 140l60 40', palette.rubber, 26) + `<rect x="214" y="150" width="14" height="24" rx="5" class="a"/>` +
      `<rect x="280" y="170" width="26" height="20" rx="4" class="g"/>` +
      line('M306 182c40 0 30 60 70 60', palette.amber, 8),
  },
} satisfies Record<string, { title: string; body: string }>;

export type ToolArtKey = keyof typeof toolArt;

/**
 * Further pictures of a tool from its drawing: the other side (mirrored), a close-up of its working end,
 * and the tool packed in its carry case.
 */
export const toolViews = {
  side: { title: 'seen from the other side', body: (key: ToolArtKey) => `<g transform="translate(400 0) scale(-1 1)">${toolArt[key].body}</g>` },
  detail: { title: 'close-up of the working end', body: (key: ToolArtKey) => `<g transform="translate(-90 -110) scale(1.7)">${toolArt[key].body}</g>` },
  case: {
    title: 'in its carry case',
    body: (key: ToolArtKey) =>
      `<rect x="40" y="56" width="320" height="196" rx="18" class="d"/><rect x="52" y="68" width="296" height="172" rx="12" fill="${palette.steelLight}"/>` +
      `<rect x="170" y="40" width="60" height="22" rx="8" class="n"/><rect x="60" y="150" width="16" height="26" rx="4" class="a"/><rect x="324" y="150" width="16" height="26" rx="4" class="a"/>` +
      `<g transform="translate(70 50) scale(0.65)">${toolArt[key].body}</g>`,
  },
} satisfies Record<string, { title: string; body: (key: ToolArtKey) => string }>;

export type ToolView = keyof typeof toolViews;

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The complete SVG file of one tool picture. */
export function toolSvg(key: ToolArtKey, title = toolArt[key].title, view?: ToolView): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img">` +
    `<title>${escapeXml(title)}</title>${style}` +
    `<rect width="400" height="300" fill="${palette.background}"/><circle cx="200" cy="146" r="122" fill="${palette.backdrop}"/>` +
    `<ellipse cx="200" cy="258" rx="150" ry="9" fill="${palette.floor}"/>` +
    // A close-up may reach past the canvas; the frame keeps it inside.
    (view ? `<svg width="400" height="300" overflow="hidden">${toolViews[view].body(key)}</svg>` : toolArt[key].body) +
    '</svg>\n'
  );
}

/** A tool drawing placed inside a larger picture, without its own background. */
const placeTool = (key: ToolArtKey, x: number, y: number, scale: number, rotate = 0) =>
  `<g transform="translate(${x} ${y}) scale(${scale}) rotate(${rotate} 200 150)">${toolArt[key].body}</g>`;

/**
 * Carousel banners. The left half stays calm and dark so the app's headline reads on it;
 * the pictures sit on the right.
 */
export const slideArt = {
  'slide-1': {
    title: 'Cordless drill and impact driver on a workbench',
    body:
      `<path d="M900 0h700v600H620z" fill="${palette.amber}"/><path d="M1010 0h590v600H760z" fill="${palette.amberDark}" opacity=".35"/>` +
      `<rect x="700" y="470" width="900" height="130" fill="#6b4f2a"/><rect x="700" y="470" width="900" height="16" fill="#8a6a3c"/>` +
      placeTool('cordless-drill', 760, 40, 1.45) +
      placeTool('impact-driver', 1150, 150, 1.05),
  },
  'slide-2': {
    title: 'Workshop pegboard with saws and a sander',
    body:
      `<rect x="720" y="40" width="840" height="440" rx="16" fill="#c8a977"/>` +
      `<path d="M760 80h760M760 160h760M760 240h760M760 320h760M760 400h760" stroke="#a98b5c" stroke-width="6" stroke-dasharray="0 40" stroke-linecap="round"/>` +
      placeTool('circular-saw', 730, 50, 0.95) +
      placeTool('jigsaw', 1130, 40, 0.95) +
      placeTool('orbital-sander', 930, 230, 0.9) +
      `<rect x="640" y="500" width="960" height="100" fill="${palette.rubber}"/><rect x="640" y="500" width="960" height="10" fill="${palette.amber}"/>`,
  },
  'slide-3': {
    title: 'Garden tools: chainsaw and hedge trimmer among leaves',
    body:
      `<circle cx="1340" cy="150" r="110" fill="${palette.amber}" opacity=".9"/>` +
      `<path d="M640 600l200-220 160 140 200-260 240 200 160-120v260z" fill="#1f4a3a"/>` +
      `<path d="M760 600l180-150 160 90 240-180 260 240z" fill="#2d6a4f"/>` +
      placeTool('chainsaw', 720, 200, 1.2) +
      placeTool('hedge-trimmer', 1100, 300, 1.05),
  },
  'slide-4': {
    title: 'Pallet of boxed tools ready to ship',
    body:
      `<rect x="820" y="520" width="700" height="30" fill="#8a6a3c"/><rect x="840" y="550" width="60" height="30" fill="#6b4f2a"/>` +
      `<rect x="1140" y="550" width="60" height="30" fill="#6b4f2a"/><rect x="1440" y="550" width="60" height="30" fill="#6b4f2a"/>` +
      [
        [840, 380],
        [1070, 380],
        [1300, 380],
        [955, 240],
        [1185, 240],
        [1070, 100],
      ]
        .map(
          ([x, y]) =>
            `<rect x="${x}" y="${y}" width="220" height="140" rx="6" fill="#d9b67c"/><rect x="${x! + 95}" y="${y}" width="30" height="140" fill="${palette.amber}"/>` +
            `<rect x="${x! + 20}" y="${y! + 90}" width="50" height="30" rx="3" fill="${palette.navy}"/>`,
        )
        .join('') +
      placeTool('battery-charger', 600, 330, 0.8),
  },
} satisfies Record<string, { title: string; body: string }>;

export type SlideKey = keyof typeof slideArt;

/** The complete SVG file of one carousel banner. */
export function slideSvg(key: SlideKey): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600" role="img">` +
    `<title>${escapeXml(slideArt[key].title)}</title>${style}` +
    `<defs><linearGradient id="bg" x2="1"><stop offset=".35" stop-color="${palette.navy}"/><stop offset="1" stop-color="${palette.navyLight}"/></linearGradient></defs>` +
    `<rect width="1600" height="600" fill="url(#bg)"/>` +
    `<path d="M0 520l1600-260v340H0z" fill="#ffffff" opacity=".04"/>` +
    slideArt[key].body +
    '</svg>\n'
  );
}
