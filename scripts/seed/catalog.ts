/**
 * The storefront's seed content: Voltforge tools, customers, their orders and reviews.
 * Dates are "days ago" so every seed run lands in the recent past.
 */
import { slugify, type PowerSource, type PriceTier, type ToolCategory, type ToolInput, type ToolSpecs } from '@store/contract/tool';
import type { OrderStatus } from '@store/contract/order';
import type { ToolArtKey, ToolView } from './tool-art';

export const BRAND = 'Voltforge';

export interface SeedTool {
  /** Which drawing pictures this tool; also how orders and reviews below refer to it. */
  key: ToolArtKey;
  name: string;
  description: string;
  /** In taka, the store's currency: round figures, as a Dhaka tool shop prices. */
  price: number;
  minimum: number;
  /** Stock before the seeded orders are taken from it. */
  stock: number;
  addedDaysAgo: number;
  /** The tool's name and description in Bangla, as the catalogue shows them on Bangla pages. */
  bn: { name: string; description: string };
}

/** What kind of tool each drawing shows, and the pictures beyond the first that it has. */
const classes: Record<ToolArtKey, [ToolCategory, PowerSource, weightKg: number, views?: ToolView[]]> = {
  'cordless-drill': ['drills-drivers', 'battery', 1.6, ['side', 'detail', 'case']],
  'hammer-drill': ['drills-drivers', 'corded', 2.4, ['side', 'case']],
  'impact-driver': ['drills-drivers', 'battery', 1.2, ['side', 'detail']],
  'impact-wrench': ['drills-drivers', 'battery', 2.1, ['detail']],
  'cordless-screwdriver': ['drills-drivers', 'battery', 0.4],
  'angle-grinder': ['grinders', 'corded', 2.2, ['side', 'detail', 'case']],
  'circular-saw': ['saws', 'corded', 3.6, ['side', 'detail']],
  jigsaw: ['saws', 'corded', 2.3, ['side']],
  'reciprocating-saw': ['saws', 'battery', 3.1, ['detail', 'case']],
  'orbital-sander': ['sanders', 'corded', 1.5, ['side']],
  'belt-sander': ['sanders', 'corded', 3.4, ['detail']],
  router: ['accessories', 'corded', 3.2],
  planer: ['accessories', 'corded', 2.6],
  'heat-gun': ['accessories', 'corded', 0.7],
  'glue-gun': ['accessories', 'corded', 0.3],
  'rotary-tool': ['grinders', 'corded', 0.6, ['case']],
  'multi-tool': ['sanders', 'corded', 1.5],
  'nail-gun': ['hammers-demolition', 'battery', 3.8],
  'staple-gun': ['accessories', 'corded', 1.1],
  chainsaw: ['saws', 'battery', 4.2],
  'hedge-trimmer': ['saws', 'battery', 2.9],
  'leaf-blower': ['accessories', 'battery', 2.5],
  'pressure-washer': ['accessories', 'corded', 9.5],
  'work-light': ['accessories', 'corded', 2.8],
  'soldering-station': ['accessories', 'corded', 1.9],
  'tile-cutter': ['saws', 'corded', 16],
  'mitre-saw': ['saws', 'corded', 18],
  'table-saw': ['saws', 'corded', 24],
  'bench-grinder': ['grinders', 'corded', 9],
  'air-compressor': ['accessories', 'corded', 14],
  'wet-dry-vacuum': ['accessories', 'corded', 7.5],
  polisher: ['sanders', 'corded', 2.2],
  'demolition-hammer': ['hammers-demolition', 'corded', 6.8, ['side', 'detail']],
  'battery-charger': ['batteries-chargers', 'battery', 1.1],
  'laser-level': ['measuring', 'battery', 0.5],
  'stud-finder': ['measuring', 'battery', 0.2],
  'tape-measure': ['measuring', 'manual', 0.3],
  'brad-nailer': ['hammers-demolition', 'pneumatic', 1.3],
};

/** The extra pictures a tool's drawing has (web/public/tools/<slug>-<view>.svg). */
export const toolViewsOf = (tool: SeedTool): ToolView[] => classes[tool.key][3] ?? [];

export const tools: SeedTool[] = [
  {
    key: 'cordless-drill',
    name: 'Cordless Drill Driver 18V',
    description:
      'A two-speed 18V drill driver with a 13 mm metal chuck and 22 clutch settings. Light enough for overhead work, strong enough for 65 mm wood bits.',
    price: 15500,
    minimum: 5,
    stock: 1200,
    addedDaysAgo: 352,
    bn: { name: 'কর্ডলেস ড্রিল ড্রাইভার ১৮ ভোল্ট', description: 'দুই স্পিডের ১৮ ভোল্ট ড্রিল ড্রাইভার, সাথে ১৩ মিমি মেটাল চাক আর ২২ ধাপের ক্লাচ সেটিং। মাথার উপরে কাজ করার মতো হালকা, আবার ৬৫ মিমি কাঠের বিট চালানোর মতো শক্তিশালী।' },
  },
  {
    key: 'hammer-drill',
    name: 'Hammer Drill 850W',
    description:
      'Corded hammer drill for masonry and concrete up to 16 mm. Comes with a 360° side handle and a depth rod for repeat holes.',
    price: 17950,
    minimum: 5,
    stock: 640,
    addedDaysAgo: 340,
    bn: { name: 'হ্যামার ড্রিল ৮৫০ ওয়াট', description: 'ইটের গাঁথুনি আর কংক্রিটে ১৬ মিমি পর্যন্ত ছিদ্র করার তারযুক্ত হ্যামার ড্রিল। সাথে থাকছে ৩৬০° ঘোরানো যায় এমন সাইড হ্যান্ডেল, আর একই গভীরতায় বারবার ছিদ্র করার জন্য ডেপথ রড।' },
  },
  {
    key: 'impact-driver',
    name: 'Brushless Impact Driver 18V',
    description:
      'Delivers 180 Nm from a body only 12 cm long. The quarter-inch hex collet takes bits one-handed and the LED ring lights the screw head.',
    price: 19100,
    minimum: 5,
    stock: 880,
    addedDaysAgo: 331,
    bn: { name: 'ব্রাশলেস ইমপ্যাক্ট ড্রাইভার ১৮ ভোল্ট', description: 'মাত্র ১২ সেমি লম্বা বডি থেকে ১৮০ Nm টর্ক দেয়। ১/৪ ইঞ্চি হেক্স কলেটে এক হাতেই বিট লাগানো যায়, আর LED রিং স্ক্রুর মাথায় আলো ফেলে।' },
  },
  {
    key: 'impact-wrench',
    name: 'Half-Inch Impact Wrench 18V',
    description:
      'A half-inch square drive wrench with 600 Nm of breakaway torque for wheel nuts and structural bolts. Three speed modes stop small fasteners from stripping.',
    price: 27500,
    minimum: 2,
    stock: 310,
    addedDaysAgo: 21,
    bn: { name: '১/২ ইঞ্চি ইমপ্যাক্ট রেঞ্চ ১৮ ভোল্ট', description: '১/২ ইঞ্চি স্কয়ার ড্রাইভের রেঞ্চ, চাকার নাট আর স্ট্রাকচারের বোল্টের জন্য ৬০০ Nm ব্রেকঅ্যাওয়ে (খোলার) টর্ক দেয়। তিনটি স্পিড মোড থাকায় ছোট নাট-বল্টুর প্যাঁচ কেটে যায় না।' },
  },
  {
    key: 'cordless-screwdriver',
    name: 'Inline Screwdriver 4V',
    description:
      'A pocket-sized screwdriver for flat-pack assembly and electrical panels. Charges over USB-C in 90 minutes.',
    price: 4200,
    minimum: 20,
    stock: 2600,
    addedDaysAgo: 12,
    bn: { name: 'ইনলাইন স্ক্রু ড্রাইভার ৪ ভোল্ট', description: 'পকেটে রাখার মতো ছোট স্ক্রু ড্রাইভার, ফ্ল্যাট-প্যাক ফার্নিচার জোড়া লাগানো আর ইলেকট্রিক প্যানেলের কাজের জন্য। USB-C দিয়ে ৯০ মিনিটে চার্জ হয়।' },
  },
  {
    key: 'angle-grinder',
    name: 'Angle Grinder 125mm 1200W',
    description:
      'A slim-grip 125 mm grinder with a tool-free guard, restart protection and a paddle switch. For cutting, grinding and rust removal.',
    price: 10800,
    minimum: 10,
    stock: 1500,
    addedDaysAgo: 345,
    bn: { name: 'অ্যাঙ্গেল গ্রাইন্ডার ১২৫ মিমি ১২০০ ওয়াট', description: 'সরু গ্রিপের ১২৫ মিমি গ্রাইন্ডার; গার্ড ঘোরাতে কোনো যন্ত্রপাতি লাগে না, আর আছে রিস্টার্ট প্রোটেকশন ও প্যাডেল সুইচ। কাটিং, গ্রাইন্ডিং আর মরিচা তোলার কাজে।' },
  },
  {
    key: 'circular-saw',
    name: 'Circular Saw 190mm 1400W',
    description:
      'Cuts 66 mm deep at 90° and bevels to 56°. The magnesium base plate stays flat after years on site, and the dust port takes any standard hose.',
    price: 19700,
    minimum: 4,
    stock: 420,
    addedDaysAgo: 320,
    bn: { name: 'সার্কুলার স ১৯০ মিমি ১৪০০ ওয়াট', description: '৯০° কোণে ৬৬ মিমি গভীর পর্যন্ত কাটে, আর ৫৬° পর্যন্ত বেভেল করে কাটা যায়। ম্যাগনেসিয়ামের বেস প্লেট বছরের পর বছর সাইটে কাজের পরও সমান থাকে, আর ডাস্ট পোর্টে যেকোনো স্ট্যান্ডার্ড হোস পাইপ লাগানো যায়।' },
  },
  {
    key: 'jigsaw',
    name: 'Pendulum Jigsaw 750W',
    description:
      'A D-handle jigsaw with four pendulum settings and a tool-free T-shank blade clamp. Cuts 110 mm of softwood.',
    price: 14300,
    minimum: 5,
    stock: 540,
    addedDaysAgo: 310,
    bn: { name: 'পেন্ডুলাম জিগস ৭৫০ ওয়াট', description: 'D-হ্যান্ডেলের জিগস, চার ধাপের পেন্ডুলাম সেটিং সহ; T-শ্যাঙ্ক ব্লেড ক্ল্যাম্পে কোনো যন্ত্র ছাড়াই ব্লেড বদলানো যায়। ১১০ মিমি পুরু নরম কাঠ পর্যন্ত কাটে।' },
  },
  {
    key: 'reciprocating-saw',
    name: 'Reciprocating Saw 18V',
    description:
      'A low-vibration demolition saw with a 28 mm stroke and an adjustable shoe. Cuts pipe, nailed timber and drywall.',
    price: 21500,
    minimum: 3,
    stock: 0,
    addedDaysAgo: 298,
    bn: { name: 'রেসিপ্রোকেটিং স ১৮ ভোল্ট', description: 'ভাঙাভাঙির কাজের জন্য কম কাঁপুনির করাত, ২৮ মিমি স্ট্রোক আর অ্যাডজাস্টেবল শু সহ। পাইপ, পেরেক গাঁথা কাঠ আর ড্রাইওয়াল (জিপসাম বোর্ড) কাটে।' },
  },
  {
    key: 'orbital-sander',
    name: 'Random Orbital Sander 125mm',
    description:
      'A palm sander with variable speed and a hook-and-loop pad. The dust bag catches most of the dust; the port also fits a shop vacuum.',
    price: 9600,
    minimum: 10,
    stock: 980,
    addedDaysAgo: 290,
    bn: { name: 'র‍্যান্ডম অরবিটাল স্যান্ডার ১২৫ মিমি', description: 'হাতের তালুতে ধরে চালানোর স্যান্ডার; স্পিড কমানো-বাড়ানো যায়, প্যাড হুক-অ্যান্ড-লুপ (ভেলক্রো) ধরনের। ডাস্ট ব্যাগে বেশিরভাগ ধুলো জমে যায়, আর পোর্টে ওয়ার্কশপের ভ্যাকুয়াম ক্লিনারও লাগানো যায়।' },
  },
  {
    key: 'belt-sander',
    name: 'Belt Sander 75mm 950W',
    description:
      'Levels doors, worktops and decks fast. Automatic belt tracking and a front roller let it sand right up to the wall.',
    price: 16700,
    minimum: 4,
    stock: 260,
    addedDaysAgo: 282,
    bn: { name: 'বেল্ট স্যান্ডার ৭৫ মিমি ৯৫০ ওয়াট', description: 'দরজা, কাউন্টার-টপ আর কাঠের ডেক দ্রুত সমান করে। অটোমেটিক বেল্ট ট্র্যাকিং আর সামনের রোলারের কারণে একদম দেয়াল ঘেঁষে স্যান্ডিং করা যায়।' },
  },
  {
    key: 'router',
    name: 'Plunge Router 1400W',
    description:
      'A plunge router with soft start, micro depth adjustment and a 7-step turret. Comes with 6 mm and 8 mm collets.',
    price: 26300,
    minimum: 2,
    stock: 180,
    addedDaysAgo: 270,
    bn: { name: 'প্লাঞ্জ রাউটার ১৪০০ ওয়াট', description: 'সফট স্টার্ট, সূক্ষ্মভাবে গভীরতা ঠিক করার মাইক্রো অ্যাডজাস্টমেন্ট আর ৭ ধাপের টারেট সহ প্লাঞ্জ রাউটার। সাথে ৬ মিমি ও ৮ মিমি কলেট দেওয়া হয়।' },
  },
  {
    key: 'planer',
    name: 'Electric Planer 82mm',
    description:
      'Takes up to 3 mm per pass with reversible carbide blades. Ejects chips left or right, and its parking shoe protects the blades.',
    price: 13100,
    minimum: 5,
    stock: 0,
    addedDaysAgo: 262,
    bn: { name: 'ইলেকট্রিক প্লেনার (রান্দা) ৮২ মিমি', description: 'দুই দিকে ধারওয়ালা (রিভার্সিবল) কার্বাইড ব্লেডে এক টানে ৩ মিমি পর্যন্ত চাঁছে। কাঠের ছিলকা বাঁ বা ডান দিকে ফেলা যায়, আর পার্কিং শু ব্লেডগুলোকে সুরক্ষিত রাখে।' },
  },
  {
    key: 'heat-gun',
    name: 'Heat Gun 2000W',
    description:
      'Two heat settings (350 °C and 550 °C) for stripping paint, bending plastic pipe and shrinking tubing. The flat back lets it stand upright while it cools.',
    price: 5400,
    minimum: 10,
    stock: 1900,
    addedDaysAgo: 255,
    bn: { name: 'হিট গান ২০০০ ওয়াট', description: 'দুই ধাপের তাপ (৩৫০ °সে আর ৫৫০ °সে): রং তোলা, প্লাস্টিকের পাইপ বাঁকানো আর হিট শ্রিঙ্ক টিউব বসানোর কাজে। পেছনটা সমান, তাই ঠান্ডা হওয়ার সময় সোজা দাঁড় করিয়ে রাখা যায়।' },
  },
  {
    key: 'glue-gun',
    name: 'Hot Glue Gun 60W',
    description:
      'Takes standard 11 mm glue sticks and is ready in three minutes. Comes with a folding wire stand and a drip-free nozzle.',
    price: 2400,
    minimum: 50,
    stock: 5400,
    addedDaysAgo: 248,
    bn: { name: 'হট গ্লু গান ৬০ ওয়াট', description: 'সাধারণ ১১ মিমি গ্লু স্টিক লাগে, তিন মিনিটেই কাজের জন্য তৈরি। সাথে ভাঁজ করা যায় এমন তারের স্ট্যান্ড আর আঠা না ঝরার নজল।' },
  },
  {
    key: 'rotary-tool',
    name: 'Rotary Tool Kit 175W',
    description:
      'A variable-speed rotary tool (8,000 to 35,000 rpm) with 120 accessories in a case. For engraving, polishing, cutting and fine sanding.',
    price: 7800,
    minimum: 10,
    stock: 1300,
    addedDaysAgo: 240,
    bn: { name: 'রোটারি টুল কিট ১৭৫ ওয়াট', description: 'স্পিড কমানো-বাড়ানো যায় এমন রোটারি টুল (৮,০০০ থেকে ৩৫,০০০ আরপিএম), একটি কেসে ১২০টি অ্যাকসেসরিজ সহ। খোদাই, পলিশ, কাটিং আর সূক্ষ্ম স্যান্ডিংয়ের কাজে।' },
  },
  {
    key: 'multi-tool',
    name: 'Oscillating Multi-Tool 300W',
    description:
      'Makes plunge cuts, flush cuts and grout removal with a tool-free blade change. Its anti-vibration housing keeps long jobs comfortable.',
    price: 11900,
    minimum: 6,
    stock: 720,
    addedDaysAgo: 233,
    bn: { name: 'অসিলেটিং মাল্টি-টুল ৩০০ ওয়াট', description: 'প্লাঞ্জ কাট, ফ্লাশ কাট আর টাইলসের জোড়ার গ্রাউট তোলার কাজ করে; ব্লেড বদলাতে কোনো যন্ত্র লাগে না। কাঁপুনি-রোধী বডির কারণে অনেকক্ষণ কাজ করলেও হাতে আরাম থাকে।' },
  },
  {
    key: 'nail-gun',
    name: 'Framing Nailer 18V',
    description:
      'A cordless framing nailer for 50 to 90 mm nails, with no compressor or gas cartridges. Fires up to three nails a second.',
    price: 46700,
    minimum: 2,
    stock: 95,
    addedDaysAgo: 226,
    bn: { name: 'ফ্রেমিং নেইলার ১৮ ভোল্ট', description: '৫০ থেকে ৯০ মিমি পেরেকের কর্ডলেস ফ্রেমিং নেইলার, কম্প্রেসর বা গ্যাস কার্টিজ কিছুই লাগে না। সেকেন্ডে তিনটি পর্যন্ত পেরেক মারে।' },
  },
  {
    key: 'staple-gun',
    name: 'Electric Staple Gun',
    description:
      'Fires 6 to 14 mm staples and 15 mm brads for upholstery, insulation and cable runs. A safety nose stops dry firing.',
    price: 4800,
    minimum: 20,
    stock: 2100,
    addedDaysAgo: 150,
    bn: { name: 'ইলেকট্রিক স্ট্যাপল গান', description: '৬ থেকে ১৪ মিমি স্ট্যাপল আর ১৫ মিমি ব্র্যাড পিন মারে: সোফা-গদির কাপড় লাগানো, ইনসুলেশন আর তার বসানোর কাজে। সেফটি নোজ থাকায় ফাঁকা ফায়ার হয় না।' },
  },
  {
    key: 'chainsaw',
    name: 'Cordless Chainsaw 36V 35cm',
    description:
      'A brushless 36V chainsaw with a 35 cm bar, tool-free chain tensioning and automatic oiling. Cuts around 120 logs on one 5Ah pack.',
    price: 39500,
    minimum: 2,
    stock: 150,
    addedDaysAgo: 215,
    bn: { name: 'কর্ডলেস চেইন স ৩৬ ভোল্ট ৩৫ সেমি', description: '৩৫ সেমি বারের ব্রাশলেস ৩৬ ভোল্ট চেইন স; চেইন টাইট করতে কোনো যন্ত্র লাগে না, আর চেইনে তেল পড়ে অটোমেটিক। একটি ৫Ah ব্যাটারিতে প্রায় ১২০টি কাঠের গুঁড়ি কাটে।' },
  },
  {
    key: 'hedge-trimmer',
    name: 'Hedge Trimmer 18V 55cm',
    description:
      'Laser-cut 55 cm blades with 22 mm tooth spacing and a rotating rear handle for vertical cuts.',
    price: 17900,
    minimum: 4,
    stock: 0,
    addedDaysAgo: 208,
    bn: { name: 'হেজ ট্রিমার ১৮ ভোল্ট ৫৫ সেমি', description: 'লেজারে কাটা ৫৫ সেমি ব্লেড, দাঁতের ফাঁক ২২ মিমি; খাড়াভাবে ছাঁটার জন্য পেছনের হ্যান্ডেল ঘোরানো যায়।' },
  },
  {
    key: 'leaf-blower',
    name: 'Leaf Blower 36V',
    description:
      'Moves air at 210 km/h with variable speed and a boost button. Quiet enough for early starts in residential streets.',
    price: 22700,
    minimum: 3,
    stock: 260,
    addedDaysAgo: 201,
    bn: { name: 'লিফ ব্লোয়ার ৩৬ ভোল্ট', description: 'ঘণ্টায় ২১০ কিমি বেগে বাতাস ছোড়ে; স্পিড কমানো-বাড়ানো যায়, আছে বুস্ট বাটনও। আওয়াজ এত কম যে আবাসিক এলাকায় সকাল সকাল কাজ শুরু করা যায়।' },
  },
  {
    key: 'pressure-washer',
    name: 'Pressure Washer 140 bar',
    description:
      'Delivers 140 bar and 450 litres an hour from an induction motor, with an 8 m hose and a patio cleaner. It rolls on large wheels and stores its lance upright.',
    price: 33500,
    minimum: 2,
    stock: 120,
    addedDaysAgo: 196,
    bn: { name: 'প্রেশার ওয়াশার ১৪০ bar', description: 'ইন্ডাকশন মোটরে ১৪০ bar চাপ আর ঘণ্টায় ৪৫০ লিটার পানি দেয়; সাথে ৮ মিটার হোস পাইপ আর উঠান-মেঝে পরিষ্কারের প্যাটিও ক্লিনার। বড় চাকায় সহজে টেনে নেওয়া যায়, আর স্প্রে ল্যান্সটি খাড়া করে মেশিনেই রাখা যায়।' },
  },
  {
    key: 'work-light',
    name: 'LED Work Light 50W with Tripod',
    description:
      'A 5,000-lumen IP65 floodlight on a tripod that extends to 1.8 m. Runs cool, so it is safe near dust sheets and timber.',
    price: 7200,
    minimum: 10,
    stock: 1600,
    addedDaysAgo: 190,
    bn: { name: 'ট্রাইপডসহ LED ওয়ার্ক লাইট ৫০ ওয়াট', description: '৫,০০০ লুমেনের IP65 ফ্লাডলাইট, ট্রাইপড ১.৮ মিটার পর্যন্ত উঁচু করা যায়। বেশি গরম হয় না, তাই ধুলো ঢাকার কাপড় বা কাঠের কাছেও নিরাপদ।' },
  },
  {
    key: 'soldering-station',
    name: 'Soldering Station 80W',
    description:
      'A digital station that reaches 350 °C in under a minute and holds it within 2 °C. Takes standard tips and parks the iron in a sprung holder with a brass sponge.',
    price: 10150,
    minimum: 5,
    stock: 430,
    addedDaysAgo: 184,
    bn: { name: 'সোল্ডারিং স্টেশন ৮০ ওয়াট', description: 'ডিজিটাল সোল্ডারিং স্টেশন, এক মিনিটের কম সময়ে ৩৫০ °সে-তে পৌঁছায় আর তাপমাত্রার ওঠানামা ২ °সে-এর মধ্যে রাখে। সাধারণ মাপের টিপ লাগে, আর আয়রন রাখার জন্য আছে পিতলের স্পঞ্জসহ স্প্রিং হোল্ডার।' },
  },
  {
    key: 'tile-cutter',
    name: 'Wet Tile Saw 800W',
    description:
      'A 180 mm diamond-blade tile saw with a water tray and a tilting table for 45° mitres. Cuts porcelain up to 600 mm long.',
    price: 29900,
    minimum: 2,
    stock: 75,
    addedDaysAgo: 40,
    bn: { name: 'ওয়েট টাইলস কাটার ৮০০ ওয়াট', description: '১৮০ মিমি ডায়মন্ড ব্লেডের টাইলস কাটার, সাথে পানির ট্রে আর ৪৫° কোণে মাইটার কাটার জন্য কাত করা যায় এমন টেবিল। ৬০০ মিমি পর্যন্ত লম্বা পোর্সেলিন টাইলস কাটে।' },
  },
  {
    key: 'mitre-saw',
    name: 'Sliding Mitre Saw 254mm',
    description:
      'A double-bevel sliding saw that crosscuts boards 305 mm wide. Has positive stops at common angles and a shadow-line cut guide.',
    price: 65900,
    minimum: 1,
    stock: 60,
    addedDaysAgo: 178,
    bn: { name: 'স্লাইডিং মাইটার স ২৫৪ মিমি', description: 'দুই দিকেই বেভেল করা যায় এমন স্লাইডিং করাত, ৩০৫ মিমি চওড়া তক্তা আড়াআড়ি কাটে। সচরাচর ব্যবহৃত কোণগুলোতে পজিটিভ স্টপ আছে, আর আছে শ্যাডো-লাইন কাট গাইড।' },
  },
  {
    key: 'table-saw',
    name: 'Jobsite Table Saw 254mm',
    description:
      'A 254 mm saw with a rack-and-pinion rip fence, 79 mm depth of cut and a folding wheeled stand that one person can set up.',
    price: 107900,
    minimum: 1,
    stock: 24,
    addedDaysAgo: 275,
    bn: { name: 'জবসাইট টেবিল স ২৫৪ মিমি', description: '২৫৪ মিমি টেবিল স, র‍্যাক-অ্যান্ড-পিনিয়ন রিপ ফেন্স সহ; ৭৯ মিমি পর্যন্ত গভীর কাটে। চাকাওয়ালা ভাঁজ করা স্ট্যান্ড একজনেই খুলে বসাতে পারেন।' },
  },
  {
    key: 'bench-grinder',
    name: 'Bench Grinder 200mm',
    description:
      'A 200 mm twin-wheel grinder with coarse and fine wheels, adjustable eye shields and tool rests. A cast-iron base keeps it steady.',
    price: 15600,
    minimum: 3,
    stock: 210,
    addedDaysAgo: 170,
    bn: { name: 'বেঞ্চ গ্রাইন্ডার ২০০ মিমি', description: 'দুই পাথরের ২০০ মিমি গ্রাইন্ডার, একটি মোটা দানার আর একটি মিহি দানার; চোখের শিল্ড আর টুল রেস্ট অ্যাডজাস্ট করা যায়। ঢালাই লোহার বেস মেশিনকে স্থির রাখে।' },
  },
  {
    key: 'air-compressor',
    name: 'Pancake Compressor 24L',
    description:
      'An oil-free 8 bar compressor with a quick coupler and two gauges. Quiet enough to use indoors for nailers, inflation and blowing dust.',
    price: 23900,
    minimum: 2,
    stock: 140,
    addedDaysAgo: 90,
    bn: { name: 'প্যানকেক কম্প্রেসর ২৪ লিটার', description: 'অয়েল-ফ্রি ৮ bar কম্প্রেসর, কুইক কাপলার আর দুটি গেজ সহ। আওয়াজ কম, তাই ঘরের ভেতরেই নেইলার চালানো, হাওয়া ভরা আর ধুলো ঝাড়ার কাজে ব্যবহার করা যায়।' },
  },
  {
    key: 'wet-dry-vacuum',
    name: 'Wet & Dry Vacuum 30L',
    description:
      'A 30 litre stainless drum on castors with a washable cartridge filter and a blower port. Takes water, plaster dust and wood chips.',
    price: 16700,
    minimum: 3,
    stock: 330,
    addedDaysAgo: 165,
    bn: { name: 'ওয়েট অ্যান্ড ড্রাই ভ্যাকুয়াম ৩০ লিটার', description: 'চাকার উপর ৩০ লিটারের স্টেইনলেস স্টিলের ড্রাম, ধোয়া যায় এমন কার্টিজ ফিল্টার আর ব্লোয়ার পোর্ট সহ। পানি, প্লাস্টারের ধুলো আর কাঠের কুচি সবই টেনে নেয়।' },
  },
  {
    key: 'polisher',
    name: 'Rotary Polisher 1200W',
    description:
      'A 180 mm rotary polisher with six speeds and electronic speed control under load. Comes with a loop handle and foam pads for compounding and finishing.',
    price: 18500,
    minimum: 3,
    stock: 190,
    addedDaysAgo: 60,
    bn: { name: 'রোটারি পলিশার ১২০০ ওয়াট', description: '১৮০ মিমি রোটারি পলিশার, ছয়টি স্পিড; চাপ দিয়ে কাজ করার সময়ও ইলেকট্রনিক কন্ট্রোল স্পিড ঠিক রাখে। সাথে লুপ হ্যান্ডেল আর কম্পাউন্ডিং ও ফিনিশিংয়ের ফোম প্যাড দেওয়া হয়।' },
  },
  {
    key: 'demolition-hammer',
    name: 'Demolition Hammer 1500W',
    description:
      'A 1500W SDS-max breaker with 25 J impact energy for floor tiles, screed and light concrete. Anti-vibration handles keep exposure down on long shifts.',
    price: 56300,
    minimum: 1,
    stock: 55,
    addedDaysAgo: 160,
    bn: { name: 'ডেমোলিশন হ্যামার (ব্রেকার) ১৫০০ ওয়াট', description: '১৫০০ ওয়াটের SDS-max ব্রেকার, ২৫ জুল ইমপ্যাক্ট এনার্জি: মেঝের টাইলস, স্ক্রিড আর হালকা কংক্রিট ভাঙার জন্য। কাঁপুনি-রোধী হ্যান্ডেল থাকায় লম্বা শিফটেও হাতে ঝাঁকুনি কম লাগে।' },
  },
  {
    key: 'battery-charger',
    name: 'Battery 5Ah and Fast Charger Kit',
    description:
      'A 5Ah lithium-ion pack with a fuel gauge, and a charger that fills it in 60 minutes. Fits every 18V Voltforge tool.',
    price: 14300,
    minimum: 10,
    stock: 3200,
    addedDaysAgo: 360,
    bn: { name: '৫Ah ব্যাটারি ও ফাস্ট চার্জার কিট', description: 'চার্জ কতটা আছে দেখার ইন্ডিকেটরসহ ৫Ah লিথিয়াম-আয়ন ব্যাটারি, আর একটি চার্জার যা ৬০ মিনিটে পুরো চার্জ করে। Voltforge-এর সব ১৮ ভোল্ট টুলে লাগে।' },
  },
  {
    key: 'laser-level',
    name: 'Cross-Line Laser Level',
    description:
      'A self-levelling cross-line laser, visible to 20 m indoors, with a tripod and a magnetic wall bracket. Warns you when it is off level.',
    price: 16100,
    minimum: 4,
    stock: 380,
    addedDaysAgo: 150,
    bn: { name: 'ক্রস-লাইন লেজার লেভেল', description: 'নিজে থেকেই লেভেল হয়ে যাওয়া ক্রস-লাইন লেজার, ঘরের ভেতরে ২০ মিটার পর্যন্ত দেখা যায়; সাথে ট্রাইপড আর দেয়ালে লাগানোর চুম্বক ব্র্যাকেট। লেভেল থেকে সরে গেলে সংকেত দিয়ে জানিয়ে দেয়।' },
  },
  {
    key: 'stud-finder',
    name: 'Stud Finder with Display',
    description:
      'Finds wood and metal studs and live AC wiring through up to 38 mm of plasterboard. The display shows the edge and centre of each stud.',
    price: 3600,
    minimum: 20,
    stock: 2400,
    addedDaysAgo: 120,
    bn: { name: 'ডিসপ্লেসহ স্টাড ফাইন্ডার', description: '৩৮ মিমি পর্যন্ত পুরু প্লাস্টারবোর্ডের ওপাশে কাঠ ও ধাতুর স্টাড আর বিদ্যুৎ চলছে এমন AC তার খুঁজে বের করে। ডিসপ্লেতে প্রতিটি স্টাডের কিনারা আর মাঝখান দেখায়।' },
  },
  {
    key: 'tape-measure',
    name: 'Tape Measure 8m',
    description:
      'An 8 m tape with a 27 mm wide blade that stands out 3 m unsupported, a magnetic hook and a belt clip. Rubber case survives drops from a scaffold.',
    price: 1800,
    minimum: 24,
    stock: 3000,
    addedDaysAgo: 95,
    bn: { name: 'মেজারিং টেপ ৮ মিটার', description: '৮ মিটার লম্বা, ২৭ মিমি চওড়া ফিতা, কোনো ঠেকা ছাড়াই ৩ মিটার পর্যন্ত সোজা বেরিয়ে থাকে; সাথে চুম্বকওয়ালা হুক আর বেল্ট ক্লিপ। রাবারের কেস, ভারা থেকে পড়ে গেলেও টিকে থাকে।' },
  },
  {
    key: 'brad-nailer',
    name: 'Pneumatic Brad Nailer 18GA',
    description:
      'Drives 15 to 50 mm brads for trim and cabinet work at 4 to 8 bar. A no-mar tip, tool-free depth adjustment and a 360° exhaust keep finish work clean.',
    price: 14300,
    minimum: 3,
    stock: 420,
    addedDaysAgo: 60,
    bn: { name: 'নিউমেটিক ব্র্যাড নেইলার ১৮ গেজ', description: '৪ থেকে ৮ bar বাতাসের চাপে ১৫ থেকে ৫০ মিমি ব্র্যাড পিন মারে, বিডিং আর কেবিনেটের কাজের জন্য। দাগ না ফেলা টিপ, যন্ত্র ছাড়াই গভীরতা ঠিক করার ব্যবস্থা আর ৩৬০° এগজস্ট থাকায় ফিনিশিংয়ের কাজ পরিষ্কার থাকে।' },
  },
];

/**
 * Volume prices for every third tool: 5% off from four times the minimum, 10% off from twenty times, to the
 * nearest 10 taka.
 */
function priceTiersOf(tool: SeedTool, index: number): PriceTier[] {
  if (index % 3 !== 0) return [];
  const off = (share: number) => Math.round((tool.price * (1 - share)) / 10) * 10;
  return [
    { minQuantity: tool.minimum * 4, unitPrice: off(0.05) },
    { minQuantity: tool.minimum * 20, unitPrice: off(0.1) },
  ];
}

/** Specifications read from the name ("18V", "1200W"), with the weight and a two-year warranty. */
function specsOf(tool: SeedTool): ToolSpecs {
  const voltage = /\b(\d+)V\b/.exec(tool.name)?.[1];
  const powerW = /\b(\d+)W\b/.exec(tool.name)?.[1];
  return {
    ...(voltage ? { voltage: Number(voltage) } : {}),
    ...(powerW ? { powerW: Number(powerW) } : {}),
    weightKg: classes[tool.key][2],
    warrantyMonths: 24,
  };
}

/** The tool as the API would accept it; its pictures are the drawings served from web/public/tools. */
export function toolInput(tool: SeedTool): ToolInput & { sku: string } {
  const slug = slugify(tool.name);
  const pictures = [`/tools/${slug}.svg`, ...toolViewsOf(tool).map((view) => `/tools/${slug}-${view}.svg`)];
  const [category, powerSource] = classes[tool.key];
  return {
    name: tool.name,
    sku: `VF-${tool.key.toUpperCase()}`,
    category,
    powerSource,
    specs: specsOf(tool),
    description: tool.description,
    picture: pictures[0]!,
    pictures,
    price: tool.price,
    priceTiers: priceTiersOf(tool, tools.indexOf(tool)),
    i18n: { bn: tool.bn },
    minimum: tool.minimum,
    available: tool.stock,
  };
}

export type CustomerKey = 'demo' | 'priya' | 'marco' | 'hannah' | 'tomas';
export type AccountKey = CustomerKey | 'admin';

export interface SeedAccount {
  email: string;
  password: string;
  displayName: string;
  admin: boolean;
  joinedDaysAgo: number;
  /** Where this customer's orders go. */
  address: string;
  phone: string;
}

/** Emulator-only accounts; the demo ones are documented in the README. */
export const accounts: Record<AccountKey, SeedAccount> = {
  admin: {
    email: 'admin@example.com',
    password: 'admin123',
    displayName: 'Demo Admin',
    admin: true,
    joinedDaysAgo: 400,
    address: 'Voltforge Works, 1 Foundry Lane, Sheffield S3 8RT',
    phone: '+44 114 496 0000',
  },
  demo: {
    email: 'customer@example.com',
    password: 'customer123',
    displayName: 'Demo Customer',
    admin: false,
    joinedDaysAgo: 365,
    address: 'Demo Builders Ltd, 12 Market Street, Leeds LS1 6DT',
    phone: '+44 113 496 0123',
  },
  priya: {
    email: 'priya.nair@example.com',
    password: 'customer123',
    displayName: 'Priya Nair',
    admin: false,
    joinedDaysAgo: 330,
    address: 'Nair Kitchens, Unit 4 Canal Yard, Manchester M4 6BF',
    phone: '+44 161 496 0456',
  },
  marco: {
    email: 'marco.bianchi@example.com',
    password: 'customer123',
    displayName: 'Marco Bianchi',
    admin: false,
    joinedDaysAgo: 300,
    address: 'Bianchi Metalwork, 88 Dock Road, Liverpool L20 8DA',
    phone: '+44 151 496 0789',
  },
  hannah: {
    email: 'hannah.okafor@example.com',
    password: 'customer123',
    displayName: 'Hannah Okafor',
    admin: false,
    joinedDaysAgo: 260,
    address: 'Okafor Renovations, 3 Mill Court, Bristol BS1 6QF',
    phone: '+44 117 496 0321',
  },
  tomas: {
    email: 'tomas.alvarez@example.com',
    password: 'customer123',
    displayName: 'Tomás Alvarez',
    admin: false,
    joinedDaysAgo: 220,
    address: 'Alvarez Garden Services, 27 Orchard Way, Cambridge CB1 3NP',
    phone: '+44 1223 496 654',
  },
};

export interface SeedOrder {
  customer: CustomerKey;
  /** The first line's tool and quantity. */
  tool: ToolArtKey;
  quantity: number;
  /** More lines of other tools, for an order of several. */
  more?: [tool: ToolArtKey, quantity: number][];
  /** The buyer's purchase order number. */
  po?: string;
  status: OrderStatus;
  daysAgo: number;
  /** Placed on the buyer's trade account (tradeAccounts below). */
  onAccount?: true;
}

/** Oldest first; older orders have travelled further down the pipeline. */
export const orders: SeedOrder[] = [
  { customer: 'priya', tool: 'cordless-drill', quantity: 20, status: 'delivered', daysAgo: 175 },
  { customer: 'marco', tool: 'angle-grinder', quantity: 30, status: 'delivered', daysAgo: 168 },
  { customer: 'demo', tool: 'glue-gun', quantity: 100, status: 'delivered', daysAgo: 160 },
  { customer: 'hannah', tool: 'table-saw', quantity: 16, more: [['circular-saw', 4]], po: 'PO-2291', status: 'delivered', daysAgo: 150 },
  { customer: 'tomas', tool: 'work-light', quantity: 20, status: 'cancelled', daysAgo: 142 },
  { customer: 'demo', tool: 'impact-driver', quantity: 10, status: 'delivered', daysAgo: 131 },
  { customer: 'priya', tool: 'orbital-sander', quantity: 20, status: 'delivered', daysAgo: 120 },
  { customer: 'marco', tool: 'circular-saw', quantity: 8, status: 'delivered', daysAgo: 112 },
  { customer: 'hannah', tool: 'heat-gun', quantity: 30, status: 'delivered', daysAgo: 104 },
  { customer: 'demo', tool: 'laser-level', quantity: 8, status: 'delivered', daysAgo: 96 },
  { customer: 'tomas', tool: 'chainsaw', quantity: 4, status: 'delivered', daysAgo: 88 },
  { customer: 'priya', tool: 'battery-charger', quantity: 40, more: [['cordless-drill', 20], ['impact-driver', 10]], po: 'PK-0042', status: 'delivered', daysAgo: 80 },
  { customer: 'marco', tool: 'jigsaw', quantity: 10, status: 'cancelled', daysAgo: 71 },
  { customer: 'demo', tool: 'cordless-drill', quantity: 10, status: 'delivered', daysAgo: 63 },
  { customer: 'hannah', tool: 'table-saw', quantity: 8, status: 'delivered', daysAgo: 55 },
  { customer: 'tomas', tool: 'pressure-washer', quantity: 4, po: 'NOV-117', status: 'delivered', daysAgo: 47 },
  { customer: 'hannah', tool: 'circular-saw', quantity: 6, po: 'OR-3101', status: 'delivered', daysAgo: 44, onAccount: true },
  { customer: 'marco', tool: 'mitre-saw', quantity: 3, status: 'delivered', daysAgo: 40 },
  { customer: 'priya', tool: 'rotary-tool', quantity: 20, status: 'delivered', daysAgo: 33 },
  { customer: 'demo', tool: 'bench-grinder', quantity: 6, more: [['angle-grinder', 10]], status: 'shipped', daysAgo: 26 },
  { customer: 'hannah', tool: 'wet-dry-vacuum', quantity: 6, status: 'shipped', daysAgo: 20 },
  { customer: 'tomas', tool: 'multi-tool', quantity: 12, status: 'shipped', daysAgo: 14 },
  { customer: 'tomas', tool: 'cordless-drill', quantity: 10, po: 'OR-3140', status: 'shipped', daysAgo: 12, onAccount: true },
  { customer: 'demo', tool: 'stud-finder', quantity: 40, status: 'confirmed', daysAgo: 9 },
  { customer: 'marco', tool: 'hammer-drill', quantity: 10, more: [['jigsaw', 5], ['orbital-sander', 10]], po: 'MR-5521', status: 'confirmed', daysAgo: 6 },
  { customer: 'priya', tool: 'soldering-station', quantity: 10, status: 'pending', daysAgo: 4 },
  { customer: 'tomas', tool: 'impact-wrench', quantity: 4, status: 'pending', daysAgo: 3 },
  { customer: 'demo', tool: 'angle-grinder', quantity: 20, more: [['work-light', 10]], po: 'DEMO-1001', status: 'pending', daysAgo: 2 },
  { customer: 'hannah', tool: 'leaf-blower', quantity: 3, status: 'cancelled', daysAgo: 1 },
  // Above Tomás's order limit: it waits for Hannah's approval.
  { customer: 'tomas', tool: 'table-saw', quantity: 3, po: 'OR-3152', status: 'awaiting-approval', daysAgo: 1, onAccount: true },
];

export interface SeedTradeAccount {
  name: string;
  tradeLicence: string;
  bin?: string;
  address: string;
  phone: string;
  owner: CustomerKey;
  /** Absent: an application an administrator has still to decide. */
  approved?: { creditLimit: number; termsDays: number };
  members: { customer: CustomerKey; role: 'approver' | 'buyer'; orderLimit: number | null }[];
  appliedDaysAgo: number;
}

/** Trade accounts: one approved with a buyer, and one application waiting for an administrator. */
export const tradeAccounts: SeedTradeAccount[] = [
  {
    name: 'Okafor Renovations Ltd',
    tradeLicence: 'TRAD/DNCC/048213/2025',
    bin: '004178236-0101',
    address: 'Okafor Renovations, 3 Mill Court, Bristol BS1 6QF',
    phone: '+44 117 496 0321',
    owner: 'hannah',
    approved: { creditLimit: 1_500_000, termsDays: 30 },
    members: [{ customer: 'tomas', role: 'buyer', orderLimit: 200_000 }],
    appliedDaysAgo: 60,
  },
  {
    name: 'Bianchi Metalwork',
    tradeLicence: 'TRAD/CTG/118870/2024',
    address: 'Bianchi Metalwork, 88 Dock Road, Liverpool L20 8DA',
    phone: '+44 151 496 0789',
    owner: 'marco',
    members: [],
    appliedDaysAgo: 2,
  },
];

export interface SeedReview {
  customer: CustomerKey;
  tool: ToolArtKey;
  rating: 1 | 2 | 3 | 4 | 5;
  review: string;
  daysAgo: number;
}

export const reviews: SeedReview[] = [
  {
    customer: 'priya',
    tool: 'planer',
    rating: 5,
    review: 'Leaves a very clean finish on door edges, and the chips go left or right, whichever suits.',
    daysAgo: 200,
  },
  {
    customer: 'marco',
    tool: 'reciprocating-saw',
    rating: 4,
    review: 'A good demolition saw with far less vibration than our old ones. We are waiting for it to come back in stock to reorder.',
    daysAgo: 190,
  },
  {
    customer: 'tomas',
    tool: 'hedge-trimmer',
    rating: 3,
    review: 'It cuts cleanly, but the blade is long for smaller hands and the battery lasts about forty minutes.',
    daysAgo: 170,
  },
  {
    customer: 'priya',
    tool: 'cordless-drill',
    rating: 5,
    review:
      'We give these to our install crews. Two batteries last a full day of hanging cabinets, and the clutch is precise enough for soft-close hinges.',
    daysAgo: 160,
  },
  {
    customer: 'marco',
    tool: 'angle-grinder',
    rating: 4,
    review: 'A solid grinder for the price. My welders like that the guard adjusts without tools. It is a bit loud at full speed.',
    daysAgo: 150,
  },
  {
    customer: 'demo',
    tool: 'glue-gun',
    rating: 4,
    review: 'It heats up in about three minutes and the trigger feed is smooth. We bought a box for our craft workshop and none have failed yet.',
    daysAgo: 148,
  },
  {
    customer: 'hannah',
    tool: 'cordless-drill',
    rating: 4,
    review: 'We borrowed one from a supplier to compare with our current drills. Good balance and torque, and the belt hook is a nice touch.',
    daysAgo: 140,
  },
  {
    customer: 'hannah',
    tool: 'table-saw',
    rating: 5,
    review: 'The rip fence locks dead square every time. It takes two people to set up on site, but once it is down it is rock solid.',
    daysAgo: 132,
  },
  {
    customer: 'tomas',
    tool: 'work-light',
    rating: 2,
    review: 'It is bright, but the tripod legs are flimsy and a clip broke in the first week. We cancelled the larger order.',
    daysAgo: 130,
  },
  {
    customer: 'demo',
    tool: 'impact-driver',
    rating: 5,
    review: 'Compact and light, and it drives 120 mm screws into joists without complaint. The LED ring really does light the screw head.',
    daysAgo: 120,
  },
  {
    customer: 'tomas',
    tool: 'angle-grinder',
    rating: 1,
    review:
      'The paddle switch on the unit we tried stuck in the on position after a week. Support swapped it quickly, but that should not happen on a grinder.',
    daysAgo: 110,
  },
  {
    customer: 'priya',
    tool: 'orbital-sander',
    rating: 3,
    review:
      'It sands well and the bag catches most of the dust, but the hook-and-loop pad wore out after a couple of months of daily use.',
    daysAgo: 100,
  },
  {
    customer: 'marco',
    tool: 'circular-saw',
    rating: 4,
    review: 'It cuts straight and the bevel scale is accurate. I would like a longer cord for site work.',
    daysAgo: 98,
  },
  {
    customer: 'hannah',
    tool: 'heat-gun',
    rating: 5,
    review: 'Two heat settings are all we need for stripping paint and shrink tubing. The flat back lets it stand upright while it cools.',
    daysAgo: 94,
  },
  {
    customer: 'priya',
    tool: 'hammer-drill',
    rating: 4,
    review: 'It drills 10 mm holes in concrete quickly. The depth rod slips if you do not clamp it hard.',
    daysAgo: 90,
  },
  {
    customer: 'demo',
    tool: 'laser-level',
    rating: 4,
    review: 'The lines are bright enough indoors, even in daylight, and it levels itself quickly. Outdoors you will want a detector.',
    daysAgo: 85,
  },
  {
    customer: 'tomas',
    tool: 'chainsaw',
    rating: 5,
    review: 'Surprisingly strong for a battery saw. It cleared a fallen oak in an afternoon on two packs, and the chain tensioner needs no tools.',
    daysAgo: 78,
  },
  {
    customer: 'marco',
    tool: 'router',
    rating: 5,
    review: 'A smooth plunge and fine depth adjustment. The soft start is easy on the wrists.',
    daysAgo: 75,
  },
  {
    customer: 'priya',
    tool: 'battery-charger',
    rating: 5,
    review: 'The fast charger really does fill a 5Ah pack in about an hour. It works with every tool in the range that we own.',
    daysAgo: 70,
  },
  {
    customer: 'marco',
    tool: 'jigsaw',
    rating: 2,
    review:
      'We cancelled our order after testing a sample: the blade wandered in 40 mm oak, even with the pendulum off. It is fine for thin sheet material.',
    daysAgo: 66,
  },
  {
    customer: 'demo',
    tool: 'heat-gun',
    rating: 3,
    review: 'It does the job, but the nozzle gets very hot and has no cover, and the handle gets warm after long use.',
    daysAgo: 60,
  },
  {
    customer: 'demo',
    tool: 'cordless-drill',
    rating: 4,
    review: 'Our second batch for the rental fleet. They are reliable and easy to service, though the chuck slips unless you tighten it hard.',
    daysAgo: 50,
  },
  {
    customer: 'hannah',
    tool: 'nail-gun',
    rating: 4,
    review:
      'Having no compressor hoses on site is a game changer. It sinks 90 mm nails into LVL every time, but it gets heavy after a few hours.',
    daysAgo: 45,
  },
  {
    customer: 'tomas',
    tool: 'pressure-washer',
    rating: 4,
    review: 'Plenty of pressure for patios and vans. The hose reel is a bit flimsy.',
    daysAgo: 38,
  },
  {
    customer: 'hannah',
    tool: 'stud-finder',
    rating: 5,
    review: 'It finds studs and live wires reliably through 20 mm plasterboard, and the display is clear even in dim rooms.',
    daysAgo: 35,
  },
  {
    customer: 'marco',
    tool: 'mitre-saw',
    rating: 5,
    review: 'Precise detents and a smooth slide, and it cuts 300 mm boards cleanly. It is heavy, but that is what keeps it stable.',
    daysAgo: 30,
  },
  {
    customer: 'priya',
    tool: 'demolition-hammer',
    rating: 5,
    review: 'It broke up an old bathroom floor in a morning. The vibration control is much better than on our previous breaker.',
    daysAgo: 28,
  },
  {
    customer: 'priya',
    tool: 'rotary-tool',
    rating: 3,
    review: 'Handy for small jobs, and the kit has lots of accessories. The collet nut works loose during long engraving sessions.',
    daysAgo: 24,
  },
  {
    customer: 'demo',
    tool: 'pressure-washer',
    rating: 2,
    review: 'The pump started leaking after three washes. The warranty replacement has been fine so far.',
    daysAgo: 20,
  },
  {
    customer: 'hannah',
    tool: 'soldering-station',
    rating: 5,
    review: 'It reaches 350 °C in under a minute and holds it there. The tips are standard and easy to find.',
    daysAgo: 18,
  },
  {
    customer: 'hannah',
    tool: 'wet-dry-vacuum',
    rating: 4,
    review: 'It picks up water and plaster dust equally well. When sanding drywall, the filter needs knocking out every hour.',
    daysAgo: 11,
  },
  {
    customer: 'tomas',
    tool: 'multi-tool',
    rating: 5,
    review: 'Plunge cuts in door frames are easy and blade changes are quick. It vibrates less than our old multi-tools.',
    daysAgo: 7,
  },
];
