/**
 * Bangladesh's 64 districts, as an address names them: an id (what the API takes and stores), the English name
 * and the Bangla one. Plain data without zod, so a district list in a form downloads only this.
 */
export interface DistrictEntry {
  id: string;
  name: string;
  nameBn: string;
}

export const DISTRICTS = [
  // Dhaka division
  { id: 'dhaka', name: 'Dhaka', nameBn: 'ঢাকা' },
  { id: 'faridpur', name: 'Faridpur', nameBn: 'ফরিদপুর' },
  { id: 'gazipur', name: 'Gazipur', nameBn: 'গাজীপুর' },
  { id: 'gopalganj', name: 'Gopalganj', nameBn: 'গোপালগঞ্জ' },
  { id: 'kishoreganj', name: 'Kishoreganj', nameBn: 'কিশোরগঞ্জ' },
  { id: 'madaripur', name: 'Madaripur', nameBn: 'মাদারীপুর' },
  { id: 'manikganj', name: 'Manikganj', nameBn: 'মানিকগঞ্জ' },
  { id: 'munshiganj', name: 'Munshiganj', nameBn: 'মুন্সীগঞ্জ' },
  { id: 'narayanganj', name: 'Narayanganj', nameBn: 'নারায়ণগঞ্জ' },
  { id: 'narsingdi', name: 'Narsingdi', nameBn: 'নরসিংদী' },
  { id: 'rajbari', name: 'Rajbari', nameBn: 'রাজবাড়ী' },
  { id: 'shariatpur', name: 'Shariatpur', nameBn: 'শরীয়তপুর' },
  { id: 'tangail', name: 'Tangail', nameBn: 'টাঙ্গাইল' },
  // Chattogram division
  { id: 'bandarban', name: 'Bandarban', nameBn: 'বান্দরবান' },
  { id: 'brahmanbaria', name: 'Brahmanbaria', nameBn: 'ব্রাহ্মণবাড়িয়া' },
  { id: 'chandpur', name: 'Chandpur', nameBn: 'চাঁদপুর' },
  { id: 'chattogram', name: 'Chattogram', nameBn: 'চট্টগ্রাম' },
  { id: 'cumilla', name: 'Cumilla', nameBn: 'কুমিল্লা' },
  { id: 'coxs-bazar', name: "Cox's Bazar", nameBn: 'কক্সবাজার' },
  { id: 'feni', name: 'Feni', nameBn: 'ফেনী' },
  { id: 'khagrachhari', name: 'Khagrachhari', nameBn: 'খাগড়াছড়ি' },
  { id: 'lakshmipur', name: 'Lakshmipur', nameBn: 'লক্ষ্মীপুর' },
  { id: 'noakhali', name: 'Noakhali', nameBn: 'নোয়াখালী' },
  { id: 'rangamati', name: 'Rangamati', nameBn: 'রাঙ্গামাটি' },
  // Rajshahi division
  { id: 'bogura', name: 'Bogura', nameBn: 'বগুড়া' },
  { id: 'chapainawabganj', name: 'Chapainawabganj', nameBn: 'চাঁপাইনবাবগঞ্জ' },
  { id: 'joypurhat', name: 'Joypurhat', nameBn: 'জয়পুরহাট' },
  { id: 'naogaon', name: 'Naogaon', nameBn: 'নওগাঁ' },
  { id: 'natore', name: 'Natore', nameBn: 'নাটোর' },
  { id: 'pabna', name: 'Pabna', nameBn: 'পাবনা' },
  { id: 'rajshahi', name: 'Rajshahi', nameBn: 'রাজশাহী' },
  { id: 'sirajganj', name: 'Sirajganj', nameBn: 'সিরাজগঞ্জ' },
  // Khulna division
  { id: 'bagerhat', name: 'Bagerhat', nameBn: 'বাগেরহাট' },
  { id: 'chuadanga', name: 'Chuadanga', nameBn: 'চুয়াডাঙ্গা' },
  { id: 'jashore', name: 'Jashore', nameBn: 'যশোর' },
  { id: 'jhenaidah', name: 'Jhenaidah', nameBn: 'ঝিনাইদহ' },
  { id: 'khulna', name: 'Khulna', nameBn: 'খুলনা' },
  { id: 'kushtia', name: 'Kushtia', nameBn: 'কুষ্টিয়া' },
  { id: 'magura', name: 'Magura', nameBn: 'মাগুরা' },
  { id: 'meherpur', name: 'Meherpur', nameBn: 'মেহেরপুর' },
  { id: 'narail', name: 'Narail', nameBn: 'নড়াইল' },
  { id: 'satkhira', name: 'Satkhira', nameBn: 'সাতক্ষীরা' },
  // Barishal division
  { id: 'barguna', name: 'Barguna', nameBn: 'বরগুনা' },
  { id: 'barishal', name: 'Barishal', nameBn: 'বরিশাল' },
  { id: 'bhola', name: 'Bhola', nameBn: 'ভোলা' },
  { id: 'jhalokati', name: 'Jhalokati', nameBn: 'ঝালকাঠি' },
  { id: 'patuakhali', name: 'Patuakhali', nameBn: 'পটুয়াখালী' },
  { id: 'pirojpur', name: 'Pirojpur', nameBn: 'পিরোজপুর' },
  // Sylhet division
  { id: 'habiganj', name: 'Habiganj', nameBn: 'হবিগঞ্জ' },
  { id: 'moulvibazar', name: 'Moulvibazar', nameBn: 'মৌলভীবাজার' },
  { id: 'sunamganj', name: 'Sunamganj', nameBn: 'সুনামগঞ্জ' },
  { id: 'sylhet', name: 'Sylhet', nameBn: 'সিলেট' },
  // Rangpur division
  { id: 'dinajpur', name: 'Dinajpur', nameBn: 'দিনাজপুর' },
  { id: 'gaibandha', name: 'Gaibandha', nameBn: 'গাইবান্ধা' },
  { id: 'kurigram', name: 'Kurigram', nameBn: 'কুড়িগ্রাম' },
  { id: 'lalmonirhat', name: 'Lalmonirhat', nameBn: 'লালমনিরহাট' },
  { id: 'nilphamari', name: 'Nilphamari', nameBn: 'নীলফামারী' },
  { id: 'panchagarh', name: 'Panchagarh', nameBn: 'পঞ্চগড়' },
  { id: 'rangpur', name: 'Rangpur', nameBn: 'রংপুর' },
  { id: 'thakurgaon', name: 'Thakurgaon', nameBn: 'ঠাকুরগাঁও' },
  // Mymensingh division
  { id: 'jamalpur', name: 'Jamalpur', nameBn: 'জামালপুর' },
  { id: 'mymensingh', name: 'Mymensingh', nameBn: 'ময়মনসিংহ' },
  { id: 'netrokona', name: 'Netrokona', nameBn: 'নেত্রকোণা' },
  { id: 'sherpur', name: 'Sherpur', nameBn: 'শেরপুর' },
] as const satisfies readonly DistrictEntry[];

export type DistrictId = (typeof DISTRICTS)[number]['id'];
export const DISTRICT_IDS = DISTRICTS.map((district) => district.id) as [DistrictId, ...DistrictId[]];

/** The spellings an address still carries from before the districts were renamed in 2018, and the Bangla names. */
const OTHER_NAMES = new Map<string, DistrictId>(Object.entries({
  chittagong: 'chattogram',
  comilla: 'cumilla',
  jessore: 'jashore',
  bogra: 'bogura',
  barisal: 'barishal',
  'nawabganj': 'chapainawabganj',
  'chapai-nawabganj': 'chapainawabganj',
  jhalakathi: 'jhalokati',
  netrakona: 'netrokona',
  'coxsbazar': 'coxs-bazar',
}) as [string, DistrictId][]);

const slug = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[\s_]+/g, '-');

/** The district a name or id means (any case; the old spellings and the Bangla names too), or undefined. */
export function districtNamed(name: string): DistrictId | undefined {
  const key = slug(name);
  const found = DISTRICTS.find((district) => district.id === key || district.nameBn === name.trim());
  return found?.id ?? OTHER_NAMES.get(key);
}

/** The district a free-text address names, as its own word (the last one named wins: "..., Mirpur, Dhaka"), or undefined. */
export function districtInAddress(address: string): DistrictId | undefined {
  const words = address.split(/[,\n]+/).map((part) => part.trim()).filter(Boolean).reverse();
  for (const part of words) {
    const whole = districtNamed(part);
    if (whole) return whole;
    for (const word of part.split(/\s+/).reverse()) {
      // A post code after the name, in either language's digits: "Dhaka-1216", "চট্টগ্রাম-৪১০০".
      const found = districtNamed(word.replace(/[-–.\d০-৯]+$/, ''));
      if (found) return found;
    }
  }
  return undefined;
}

export const districtEntry = (id: DistrictId): DistrictEntry => DISTRICTS.find((district) => district.id === id)!;
