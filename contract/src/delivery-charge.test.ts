import { describe, expect, it } from 'vitest';
import { orderWeightKg, quoteDelivery, zoneCharge } from './delivery-charge';
import { DELIVERY_SETTINGS, zoneOfDistrict } from './delivery-settings';
import { DISTRICTS, DISTRICT_IDS, districtInAddress, districtNamed } from './districts';
import { CheckoutDelivery, DeliveryQuoteBody, District } from './delivery';

describe('the charge of each zone', () => {
  it('charges the base up to 2 kg', () => {
    expect(zoneCharge('dhaka-city', 2, 1000)).toBe(80);
    expect(zoneCharge('dhaka-suburbs', 2, 1000)).toBe(120);
    expect(zoneCharge('outside-dhaka', 2, 1000)).toBe(150);
    expect(zoneCharge('outside-dhaka', 0.4, 1000)).toBe(150);
  });
  it('charges every started kilogram above 2 kg: 2.001 and 3 kg are one, 3.5 kg two', () => {
    expect(zoneCharge('dhaka-city', 2.001, 1000)).toBe(100);
    expect(zoneCharge('dhaka-city', 3, 1000)).toBe(100);
    expect(zoneCharge('dhaka-city', 3.5, 1000)).toBe(120);
    expect(zoneCharge('dhaka-suburbs', 2.001, 1000)).toBe(145);
    expect(zoneCharge('dhaka-suburbs', 3, 1000)).toBe(145);
    expect(zoneCharge('dhaka-suburbs', 3.5, 1000)).toBe(170);
    expect(zoneCharge('outside-dhaka', 2.001, 1000)).toBe(180);
    expect(zoneCharge('outside-dhaka', 3, 1000)).toBe(180);
    expect(zoneCharge('outside-dhaka', 3.5, 1000)).toBe(210);
  });
  it('is free in Dhaka city from ৳20,000 of goods, not from ৳19,999.99', () => {
    expect(zoneCharge('dhaka-city', 3.5, 19_999.99)).toBe(120);
    expect(zoneCharge('dhaka-city', 3.5, 20_000)).toBe(0);
    expect(zoneCharge('dhaka-city', 3.5, 20_000.01)).toBe(0);
  });
  it('is never free outside Dhaka city, whatever the goods', () => {
    expect(zoneCharge('dhaka-suburbs', 2, 1_000_000)).toBe(120);
    expect(zoneCharge('outside-dhaka', 2, 1_000_000)).toBe(150);
  });
});

describe('the weight of an order', () => {
  it('sums each line’s tool weight times its quantity, to the gram', () => {
    expect(orderWeightKg([{ quantity: 3, weightKg: 0.1 }])).toBe(0.3);
    expect(orderWeightKg([{ quantity: 2, weightKg: 1.25 }, { quantity: 1, weightKg: 0.501 }])).toBe(3.001);
  });
  it('counts a tool without a weight as 1 kg', () => {
    expect(orderWeightKg([{ quantity: 3 }])).toBe(3);
    expect(orderWeightKg([{ quantity: 1 }, { quantity: 1, weightKg: 1.001 }])).toBe(2.001);
  });
  it('weighs three tools without weight above the included 2 kg', () => {
    expect(zoneCharge('outside-dhaka', orderWeightKg([{ quantity: 3 }]), 500)).toBe(180);
  });
});

describe('quoteDelivery', () => {
  it('quotes a courier delivery with its zone, estimate and free-from', () => {
    expect(quoteDelivery({ method: 'courier', district: 'dhaka' }, 1.5, 5000)).toEqual({
      method: 'courier',
      zone: 'dhaka-city',
      district: 'dhaka',
      weightKg: 1.5,
      charge: 80,
      freeFrom: 20_000,
      estimateDays: { min: 1, max: 2 },
    });
    expect(quoteDelivery({ method: 'courier', district: 'gazipur' }, 3.5, 5000)).toEqual({
      method: 'courier',
      zone: 'dhaka-suburbs',
      district: 'gazipur',
      weightKg: 3.5,
      charge: 170,
      estimateDays: { min: 2, max: 3 },
    });
    expect(quoteDelivery({ method: 'courier', district: 'chattogram' }, 2.001, 50_000)).toEqual({
      method: 'courier',
      zone: 'outside-dhaka',
      district: 'chattogram',
      weightKg: 2.001,
      charge: 180,
      estimateDays: { min: 3, max: 5 },
    });
  });
  it('quotes pickup free, ready the next working day', () => {
    expect(quoteDelivery({ method: 'pickup' }, 12, 100)).toEqual({ method: 'pickup', weightKg: 12, charge: 0, estimateDays: { min: 1, max: 1 } });
  });
  it('never shares the settings’ estimate object with a quote', () => {
    const quote = quoteDelivery({ method: 'courier', district: 'dhaka' }, 1, 1);
    quote.estimateDays.max = 99;
    expect(DELIVERY_SETTINGS.rules['dhaka-city'].estimateDays.max).toBe(2);
  });
});

describe('the districts', () => {
  it('are 64, each with a unique id, English and Bangla name', () => {
    expect(DISTRICTS).toHaveLength(64);
    expect(new Set(DISTRICT_IDS).size).toBe(64);
    expect(new Set(DISTRICTS.map((district) => district.name.toLowerCase())).size).toBe(64);
    expect(new Set(DISTRICTS.map((district) => district.nameBn)).size).toBe(64);
  });
  it('map Dhaka to the city, the five around it to the suburbs and every other to outside Dhaka', () => {
    const suburbs = ['gazipur', 'narayanganj', 'narsingdi', 'munshiganj', 'manikganj'];
    expect(zoneOfDistrict('dhaka')).toBe('dhaka-city');
    for (const id of suburbs) expect(zoneOfDistrict(id as never)).toBe('dhaka-suburbs');
    const others = DISTRICT_IDS.filter((id) => id !== 'dhaka' && !suburbs.includes(id));
    expect(others).toHaveLength(58);
    for (const id of others) expect(zoneOfDistrict(id)).toBe('outside-dhaka');
  });
  it('are named by id, English name in any case, old spelling or Bangla name', () => {
    for (const district of DISTRICTS) {
      expect(districtNamed(district.id)).toBe(district.id);
      expect(districtNamed(district.name)).toBe(district.id);
      expect(districtNamed(district.name.toUpperCase())).toBe(district.id);
      expect(districtNamed(` ${district.name.toLowerCase()} `)).toBe(district.id);
      expect(districtNamed(district.nameBn)).toBe(district.id);
    }
    expect(districtNamed('Chittagong')).toBe('chattogram');
    expect(districtNamed('COMILLA')).toBe('cumilla');
    expect(districtNamed('jessore')).toBe('jashore');
    expect(districtNamed('Bogra')).toBe('bogura');
    expect(districtNamed('Barisal')).toBe('barishal');
    expect(districtNamed('Cox’s Bazar')).toBe('coxs-bazar');
    expect(districtNamed('coxsbazar')).toBe('coxs-bazar');
    expect(districtNamed('Chapai Nawabganj')).toBe('chapainawabganj');
  });
  it('name nothing for what is not a district', () => {
    expect(districtNamed('Mirpur')).toBeUndefined();
    expect(districtNamed('')).toBeUndefined();
    expect(districtNamed('Dhaka division')).toBeUndefined();
    expect(districtNamed('constructor')).toBeUndefined();
    expect(districtNamed('toString')).toBeUndefined();
  });
});

describe('districtInAddress', () => {
  it('reads the district a free-text address names, the last one winning', () => {
    expect(districtInAddress('House 5, Road 2, Mirpur, Dhaka')).toBe('dhaka');
    expect(districtInAddress('House 5, Road 2, Mirpur, Dhaka-1216')).toBe('dhaka');
    expect(districtInAddress('Agrabad C/A, Chittagong 4100')).toBe('chattogram');
    expect(districtInAddress('12 Station Road\nTongi, Gazipur')).toBe('gazipur');
    expect(districtInAddress("Kolatoli Road, Cox's Bazar")).toBe('coxs-bazar');
    expect(districtInAddress('Dhaka Road, Sylhet')).toBe('sylhet');
    expect(districtInAddress('Zindabazar Sylhet.')).toBe('sylhet');
  });
  it('reads a Bangla address, with Bangla digits in its post code', () => {
    expect(districtInAddress('বাড়ি ৫, মিরপুর, ঢাকা')).toBe('dhaka');
    expect(districtInAddress('আগ্রাবাদ, চট্টগ্রাম-৪১০০')).toBe('chattogram');
    expect(districtInAddress('আগ্রাবাদ, চট্টগ্রাম ৪১০০')).toBe('chattogram');
  });
  it('names nothing when the address names no district', () => {
    expect(districtInAddress('12 Test Street')).toBeUndefined();
    expect(districtInAddress('House 7, Road 3, Banani')).toBeUndefined();
    expect(districtInAddress('')).toBeUndefined();
  });
});

describe('the delivery schemas', () => {
  it('take a district by name and give its id, and refuse what is none', () => {
    expect(District.parse('Chittagong')).toBe('chattogram');
    expect(District.safeParse('Atlantis').success).toBe(false);
    expect(District.safeParse(12).success).toBe(false);
  });
  it('take a courier quote with a district or a pickup without one', () => {
    const lines = [{ toolId: 'drill', quantity: 1 }];
    expect(DeliveryQuoteBody.parse({ lines, district: 'Gazipur' }).district).toBe('gazipur');
    expect(DeliveryQuoteBody.safeParse({ lines, method: 'courier' }).success).toBe(false);
    expect(DeliveryQuoteBody.safeParse({ lines }).success).toBe(false);
    expect(DeliveryQuoteBody.safeParse({ lines, method: 'pickup', district: 'dhaka' }).success).toBe(false);
    expect(DeliveryQuoteBody.parse({ lines, method: 'pickup' }).method).toBe('pickup');
  });
  it('take a checkout delivery: a courier with an address, a pickup without one', () => {
    const address = { lines: 'House 5, Road 2', area: 'Panchlaish', district: 'Chittagong' };
    expect(CheckoutDelivery.parse({ method: 'courier', address }).address?.district).toBe('chattogram');
    expect(CheckoutDelivery.safeParse({ method: 'pickup', address }).success).toBe(false);
    expect(CheckoutDelivery.safeParse({ method: 'courier', address: { ...address, lines: 'x'.repeat(201) } }).success).toBe(false);
    expect(CheckoutDelivery.safeParse({ method: 'van' }).success).toBe(false);
  });
});
