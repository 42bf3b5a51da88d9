/**
 * The make/model/badge catalogue the generator draws from: Australian-market models with
 * approximate current drive-away prices (AUD). Years are [first model year, last model year or null
 * while still sold new]. Numeric Mazda/MG names use the brand prefix (spec §5: "Mazda3", "MG3").
 */
export type Fuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric' | 'PHEV';
export type Drive = '2WD' | '4WD' | 'AWD' | 'FWD' | 'RWD';
export type SimpleBody =
  | 'sedan'
  | 'hatch'
  | 'suv'
  | 'ute'
  | 'van'
  | 'wagon'
  | 'coupe'
  | 'convertible'
  | 'peopleMover'
  | 'cabChassis'
  | 'motorhome'
  | 'caravan'
  | 'camperTrailer';
export type ItemType = 'car' | 'caravan' | 'camper trailer' | 'motorhome';
export type TransKind = 'auto' | 'cvt' | 'dct' | 'ev';

export interface Badge {
  name: string;
  /** Current drive-away price for a new one. */
  price: number;
  fuel: Fuel;
  drive: Drive;
  body: SimpleBody;
}

export interface ModelSpec {
  make: string;
  model: string;
  itemType: ItemType;
  body: SimpleBody;
  years: readonly [number, number | null];
  badges: Badge[];
  seats?: number;
  doors?: number;
  trans: TransKind;
  gears: number;
  /** A manual gearbox is offered (older/used stock and some badges). */
  manual: boolean;
  /** [litres, cylinders, induction] for the model's combustion engine. */
  engine: readonly [number, number, 'Aspirated' | 'Turbo'];
  dieselEngine: readonly [number, number, 'Aspirated' | 'Turbo'];
  series?: string;
  /** Share of used listings (relative weight). */
  pop: number;
  /** Value kept per year of age (0.85–0.93). */
  retention: number;
  /** Caravans: body length of the first badge in mm is parsed from its name (e.g. "19'6"). */
  sleeps?: number;
}

type BadgeRow = readonly [name: string, price: number, fuel?: Fuel, drive?: Drive, body?: SimpleBody];

interface ModelOpts {
  fuel?: Fuel;
  drive?: Drive;
  seats?: number;
  doors?: number;
  trans?: TransKind;
  gears?: number;
  manual?: boolean;
  engine?: readonly [number, number, 'Aspirated' | 'Turbo'];
  diesel?: readonly [number, number, 'Aspirated' | 'Turbo'];
  series?: string;
  pop?: number;
  retention?: number;
  itemType?: ItemType;
  sleeps?: number;
}

function m(
  make: string,
  model: string,
  body: SimpleBody,
  years: readonly [number, number | null],
  badges: readonly BadgeRow[],
  o: ModelOpts = {},
): ModelSpec {
  const fuel = o.fuel ?? 'Petrol';
  const drive = o.drive ?? 'FWD';
  return {
    make,
    model,
    itemType: o.itemType ?? 'car',
    body,
    years,
    badges: badges.map(([name, price, f, d, b]) => ({ name, price, fuel: f ?? fuel, drive: d ?? drive, body: b ?? body })),
    seats: o.seats,
    doors: o.doors,
    trans: o.trans ?? (fuel === 'Electric' ? 'ev' : 'auto'),
    gears: o.gears ?? (fuel === 'Electric' ? 1 : o.trans === 'cvt' ? 1 : 6),
    manual: o.manual ?? false,
    engine: o.engine ?? [2.0, 4, 'Aspirated'],
    dieselEngine: o.diesel ?? [2.2, 4, 'Turbo'],
    series: o.series,
    pop: o.pop ?? 1,
    retention: o.retention ?? 0.87,
    sleeps: o.sleeps,
  };
}

const D4 = { fuel: 'Diesel', drive: '4WD', diesel: [2.8, 4, 'Turbo'] } as const;

export const CATALOG: readonly ModelSpec[] = [
  // ---- Toyota
  m('Toyota', 'Yaris', 'hatch', [2005, null], [['Ascent Sport', 27490], ['SX Hybrid', 32990, 'Hybrid'], ['ZR Hybrid', 36490, 'Hybrid']], { trans: 'cvt', engine: [1.5, 3, 'Aspirated'], pop: 1.2, manual: true, retention: 0.88 }),
  m('Toyota', 'Yaris Cross', 'suv', [2020, null], [['GX Hybrid', 31990, 'Hybrid'], ['GXL Hybrid', 35490, 'Hybrid'], ['GXL Hybrid AWD', 38490, 'Hybrid', 'AWD'], ['Urban Hybrid', 39490, 'Hybrid']], { fuel: 'Hybrid', trans: 'cvt', engine: [1.5, 3, 'Aspirated'], pop: 1, retention: 0.89 }),
  m('Toyota', 'Corolla', 'hatch', [2000, null], [['Ascent Sport', 30990], ['Ascent Sport Hybrid', 33490, 'Hybrid'], ['SX Hybrid', 37490, 'Hybrid'], ['ZR Hybrid', 42990, 'Hybrid'], ['SX Hybrid Sedan', 37990, 'Hybrid', 'FWD', 'sedan']], { trans: 'cvt', pop: 3, manual: true, retention: 0.89 }),
  m('Toyota', 'Corolla Cross', 'suv', [2022, null], [['GX', 34990], ['GXL Hybrid', 43990, 'Hybrid'], ['Atmos Hybrid AWD', 52490, 'Hybrid', 'AWD']], { trans: 'cvt', pop: 1, retention: 0.89 }),
  m('Toyota', 'C-HR', 'suv', [2017, null], [['GXL Hybrid', 43990, 'Hybrid'], ['Koba Hybrid', 50490, 'Hybrid'], ['GR Sport Hybrid AWD', 56990, 'Hybrid', 'AWD']], { trans: 'cvt', engine: [1.8, 4, 'Aspirated'], pop: 0.8, retention: 0.86 }),
  m('Toyota', 'Camry', 'sedan', [2006, null], [['Ascent Hybrid', 42990, 'Hybrid'], ['SX Hybrid', 48490, 'Hybrid'], ['SL Hybrid', 52990, 'Hybrid']], { trans: 'cvt', engine: [2.5, 4, 'Aspirated'], pop: 1.5, retention: 0.87 }),
  m('Toyota', 'RAV4', 'suv', [2006, null], [['GX', 40490], ['GX Hybrid', 44490, 'Hybrid'], ['GXL Hybrid', 48990, 'Hybrid'], ['XSE Hybrid AWD', 55490, 'Hybrid', 'AWD'], ['Cruiser Hybrid AWD', 56490, 'Hybrid', 'AWD'], ['Edge Hybrid AWD', 61990, 'Hybrid', 'AWD']], { fuel: 'Hybrid', trans: 'cvt', engine: [2.5, 4, 'Aspirated'], pop: 3, retention: 0.9 }),
  m('Toyota', 'Kluger', 'suv', [2003, null], [['GX Hybrid AWD', 66490], ['GXL Hybrid AWD', 74990], ['Grande Hybrid AWD', 86490]], { fuel: 'Hybrid', drive: 'AWD', seats: 7, trans: 'cvt', engine: [2.5, 4, 'Aspirated'], pop: 1.2, retention: 0.88 }),
  m('Toyota', 'Prado', 'suv', [2003, null], [['GX', 81990], ['GXL', 91990], ['VX', 104990], ['Kakadu', 114990]], { ...D4, seats: 7, gears: 8, series: 'GDJ250R', pop: 1.5, retention: 0.92 }),
  m('Toyota', 'LandCruiser 300', 'suv', [2021, null], [['GX', 100990], ['GXL', 114990], ['VX', 127990], ['Sahara', 146990], ['GR Sport', 150990]], { ...D4, seats: 7, gears: 10, diesel: [3.3, 6, 'Turbo'], series: 'FJA300R', pop: 0.8, retention: 0.93 }),
  m('Toyota', 'LandCruiser 200', 'suv', [2008, 2021], [['GXL', 95000], ['VX', 105000], ['Sahara', 125000]], { ...D4, seats: 8, diesel: [4.5, 8, 'Turbo'], series: 'VDJ200R', pop: 0.7, retention: 0.93 }),
  m('Toyota', 'LandCruiser 70', 'cabChassis', [2007, null], [['Workmate Single Cab Chassis', 80990], ['GXL Double Cab Chassis', 92990]], { ...D4, seats: 2, doors: 2, gears: 6, manual: true, series: 'GDJ79R', pop: 0.5, retention: 0.94 }),
  m('Toyota', 'HiLux', 'ute', [2005, null], [['Workmate 4x2 Cab Chassis', 38990, 'Diesel', 'RWD', 'cabChassis'], ['Workmate 4x4 Double Cab', 52990], ['SR 4x4 Double Cab', 57490], ['SR5 4x4 Double Cab', 66490], ['Rogue 4x4 Double Cab', 75490], ['Rugged X 4x4 Double Cab', 76490], ['GR Sport 4x4 Double Cab', 80990]], { ...D4, seats: 5, doors: 4, manual: true, series: 'GUN126R', pop: 3.5, retention: 0.91 }),
  m('Toyota', 'HiAce', 'van', [2005, null], [['LWB Van', 52990], ['SLWB Van', 58490], ['GL Commuter Bus', 80990, 'Diesel', 'RWD', 'peopleMover']], { fuel: 'Diesel', drive: 'RWD', seats: 3, doors: 4, diesel: [2.8, 4, 'Turbo'], pop: 0.8, retention: 0.89 }),
  m('Toyota', 'Fortuner', 'suv', [2015, null], [['GX', 57990], ['GXL', 63490], ['Crusade', 71990]], { ...D4, seats: 7, pop: 0.6, retention: 0.87 }),
  m('Toyota', 'GR86', 'coupe', [2022, null], [['GT', 51990], ['GTS', 56490]], { drive: 'RWD', seats: 4, doors: 2, engine: [2.4, 4, 'Aspirated'], manual: true, pop: 0.3, retention: 0.9 }),
  m('Toyota', 'GR Supra', 'coupe', [2019, null], [['GT', 94990]], { drive: 'RWD', seats: 2, doors: 2, gears: 8, engine: [3.0, 6, 'Turbo'], pop: 0.15, retention: 0.88 }),
  m('Toyota', 'bZ4X', 'suv', [2022, null], [['FWD', 49990], ['AWD', 55990, 'Electric', 'AWD'], ['Touring AWD', 69990, 'Electric', 'AWD']], { fuel: 'Electric', pop: 0.3, retention: 0.8 }),
  m('Toyota', 'Aurion', 'sedan', [2006, 2017], [['AT-X', 38000], ['Sportivo', 44000], ['Presara', 50000]], { engine: [3.5, 6, 'Aspirated'], pop: 0.5, retention: 0.86 }),
  m('Toyota', 'Tarago', 'peopleMover', [2006, 2019], [['GLi', 48000], ['GLX', 55000]], { seats: 8, engine: [2.4, 4, 'Aspirated'], pop: 0.3, retention: 0.86 }),

  // ---- Mazda
  m('Mazda', 'Mazda2', 'hatch', [2007, null], [['G15 Pure', 26990], ['G15 Evolve', 28990], ['G15 GT', 31490]], { engine: [1.5, 4, 'Aspirated'], manual: true, pop: 1, retention: 0.87 }),
  m('Mazda', 'Mazda3', 'hatch', [2004, null], [['G20 Pure', 34490], ['G20 Evolve', 36490], ['G25 GT', 40990], ['G25 Astina', 44490], ['G20 Evolve Sedan', 36490, 'Petrol', 'FWD', 'sedan']], { manual: true, pop: 2, retention: 0.87 }),
  m('Mazda', 'Mazda6', 'sedan', [2003, 2024], [['Sport', 38000], ['Touring', 43000], ['GT', 48000], ['Touring Wagon', 45000, 'Petrol', 'FWD', 'wagon']], { engine: [2.5, 4, 'Aspirated'], pop: 0.7, retention: 0.85 }),
  m('Mazda', 'CX-3', 'suv', [2015, null], [['G20 Pure', 29990], ['G20 Evolve', 31990], ['G20 Akari', 37990]], { pop: 1, retention: 0.87 }),
  m('Mazda', 'CX-30', 'suv', [2019, null], [['G20 Pure', 35990], ['G25 Touring', 41990], ['G25 Astina AWD', 48490, 'Petrol', 'AWD']], { pop: 1, retention: 0.87 }),
  m('Mazda', 'CX-5', 'suv', [2012, null], [['G20 Maxx', 38990], ['G25 Maxx Sport AWD', 45490, 'Petrol', 'AWD'], ['G25 GT SP AWD', 53990, 'Petrol', 'AWD'], ['G35 Akera AWD', 58490, 'Petrol', 'AWD']], { engine: [2.5, 4, 'Aspirated'], pop: 2.5, retention: 0.88 }),
  m('Mazda', 'CX-60', 'suv', [2022, null], [['G40e Evolve AWD', 65990], ['D50e GT AWD', 77990, 'Diesel'], ['P50e Azami AWD', 82990, 'PHEV']], { drive: 'AWD', gears: 8, engine: [3.3, 6, 'Turbo'], diesel: [3.3, 6, 'Turbo'], pop: 0.4, retention: 0.84 }),
  m('Mazda', 'CX-90', 'suv', [2023, null], [['G50e Touring AWD', 82990], ['D50e GT AWD', 91990, 'Diesel'], ['G50e Azami AWD', 97990]], { drive: 'AWD', seats: 8, gears: 8, engine: [3.3, 6, 'Turbo'], diesel: [3.3, 6, 'Turbo'], pop: 0.3, retention: 0.84 }),
  m('Mazda', 'BT-50', 'ute', [2006, null], [['XT 4x2 Dual Cab', 44990, 'Diesel', 'RWD'], ['XT 4x4 Dual Cab', 55990], ['GT 4x4 Dual Cab', 63990], ['Thunder 4x4 Dual Cab', 71990], ['XS 4x2 Cab Chassis', 39990, 'Diesel', 'RWD', 'cabChassis']], { ...D4, diesel: [3.0, 4, 'Turbo'], seats: 5, doors: 4, manual: true, pop: 1.2, retention: 0.87 }),
  m('Mazda', 'MX-5', 'convertible', [2005, null], [['Roadster', 44990], ['Roadster GT RS', 50990]], { drive: 'RWD', seats: 2, doors: 2, manual: true, pop: 0.3, retention: 0.9 }),

  // ---- Hyundai
  m('Hyundai', 'i30', 'hatch', [2007, null], [['i30', 29990], ['Active', 32990], ['Elite', 35990], ['N Line', 38490], ['N Line Sedan', 37990, 'Petrol', 'FWD', 'sedan']], { manual: true, pop: 2.2, retention: 0.85 }),
  m('Hyundai', 'Venue', 'suv', [2019, null], [['Venue', 26490], ['Active', 28490], ['Elite', 30990]], { engine: [1.6, 4, 'Aspirated'], pop: 0.8, retention: 0.85 }),
  m('Hyundai', 'Kona', 'suv', [2017, null], [['Kona', 33990], ['Hybrid', 38490, 'Hybrid'], ['Premium Hybrid', 45490, 'Hybrid'], ['Electric Extended Range', 54990, 'Electric']], { pop: 1.2, retention: 0.85 }),
  m('Hyundai', 'Tucson', 'suv', [2004, null], [['Tucson', 37990], ['Elite', 43990], ['Elite Hybrid AWD', 51990, 'Hybrid', 'AWD'], ['Highlander Diesel AWD', 55990, 'Diesel', 'AWD']], { pop: 2, retention: 0.86 }),
  m('Hyundai', 'Santa Fe', 'suv', [2000, null], [['Hybrid', 57990, 'Hybrid'], ['Elite Hybrid AWD', 65990, 'Hybrid', 'AWD'], ['Calligraphy Hybrid AWD', 75990, 'Hybrid', 'AWD']], { seats: 7, engine: [1.6, 4, 'Turbo'], pop: 1, retention: 0.85 }),
  m('Hyundai', 'Palisade', 'suv', [2021, null], [['Elite Diesel AWD', 69990, 'Diesel', 'AWD'], ['Highlander Diesel AWD', 79990, 'Diesel', 'AWD']], { seats: 8, gears: 8, pop: 0.4, retention: 0.86 }),
  m('Hyundai', 'Ioniq 5', 'suv', [2021, null], [['Standard Range', 64990], ['Dynamiq', 72990], ['Epiq AWD', 81990, 'Electric', 'AWD']], { fuel: 'Electric', drive: 'RWD', pop: 0.4, retention: 0.8 }),
  m('Hyundai', 'Staria', 'peopleMover', [2021, null], [['Elite Diesel AWD', 66990, 'Diesel', 'AWD'], ['Highlander Diesel AWD', 75990, 'Diesel', 'AWD']], { seats: 8, gears: 8, pop: 0.3, retention: 0.86 }),

  // ---- Kia
  m('Kia', 'Picanto', 'hatch', [2004, null], [['S', 19990], ['GT-Line', 22990]], { engine: [1.2, 4, 'Aspirated'], manual: true, pop: 0.8, retention: 0.86 }),
  m('Kia', 'Cerato', 'hatch', [2009, null], [['S', 29990], ['Sport', 32990], ['GT-Line', 38990], ['Sport Sedan', 32490, 'Petrol', 'FWD', 'sedan']], { manual: true, pop: 1.5, retention: 0.85 }),
  m('Kia', 'Seltos', 'suv', [2019, null], [['S', 31990], ['Sport', 34990], ['GT-Line AWD', 43990, 'Petrol', 'AWD']], { trans: 'cvt', pop: 1, retention: 0.86 }),
  m('Kia', 'Sportage', 'suv', [2004, null], [['S', 36990], ['SX', 40990], ['GT-Line Diesel AWD', 55990, 'Diesel', 'AWD'], ['GT-Line Hybrid', 57990, 'Hybrid']], { engine: [2.0, 4, 'Aspirated'], pop: 1.8, retention: 0.86 }),
  m('Kia', 'Sorento', 'suv', [2002, null], [['S', 52990], ['GT-Line Diesel AWD', 69990, 'Diesel', 'AWD'], ['GT-Line PHEV AWD', 79990, 'PHEV', 'AWD']], { seats: 7, gears: 8, engine: [3.5, 6, 'Aspirated'], pop: 1, retention: 0.86 }),
  m('Kia', 'Carnival', 'peopleMover', [2006, null], [['S', 54990], ['SLi', 61990], ['Platinum Hybrid', 77990, 'Hybrid']], { seats: 8, gears: 8, engine: [3.5, 6, 'Aspirated'], pop: 0.8, retention: 0.87 }),
  m('Kia', 'EV6', 'suv', [2022, null], [['Air', 71990], ['GT-Line AWD', 84990, 'Electric', 'AWD']], { fuel: 'Electric', drive: 'RWD', pop: 0.3, retention: 0.8 }),
  m('Kia', 'EV9', 'suv', [2023, null], [['Air', 99990], ['GT-Line AWD', 124990, 'Electric', 'AWD']], { fuel: 'Electric', drive: 'RWD', seats: 7, pop: 0.15, retention: 0.8 }),
  m('Kia', 'Stinger', 'sedan', [2017, 2023], [['200S', 50000], ['GT', 65000]], { drive: 'RWD', gears: 8, engine: [3.3, 6, 'Turbo'], pop: 0.2, retention: 0.86 }),

  // ---- MG
  m('MG', 'MG3', 'hatch', [2011, null], [['Vibe', 22990], ['Excite Hybrid+', 28990, 'Hybrid'], ['Essence Hybrid+', 30990, 'Hybrid']], { engine: [1.5, 4, 'Aspirated'], pop: 1, retention: 0.82 }),
  m('MG', 'ZS', 'suv', [2017, null], [['Vibe', 24990], ['Excite', 27990], ['Essence Hybrid+', 33990, 'Hybrid']], { engine: [1.5, 4, 'Aspirated'], pop: 1.3, retention: 0.82 }),
  m('MG', 'ZS EV', 'suv', [2021, null], [['Excite', 40990], ['Essence', 44990]], { fuel: 'Electric', pop: 0.3, retention: 0.78 }),
  m('MG', 'HS', 'suv', [2019, null], [['Vibe', 32990], ['Excite', 36990], ['Essence', 41990], ['Essence PHEV', 49990, 'PHEV']], { engine: [1.5, 4, 'Turbo'], trans: 'dct', gears: 7, pop: 1, retention: 0.82 }),
  m('MG', 'MG4', 'hatch', [2023, null], [['Excite 51', 35990], ['Essence 64', 43990], ['XPOWER AWD', 49990, 'Electric', 'AWD']], { fuel: 'Electric', drive: 'RWD', pop: 0.4, retention: 0.78 }),
  m('MG', 'Cyberster', 'convertible', [2024, null], [['Trophy AWD', 114990]], { fuel: 'Electric', drive: 'AWD', seats: 2, doors: 2, pop: 0.05, retention: 0.8 }),

  // ---- used-lot makes
  m('Ford', 'Ranger', 'ute', [2011, null], [['XL 4x4 Double Cab', 52990], ['XLS 4x4 Double Cab', 56990], ['XLT 4x4 Double Cab', 63990], ['Sport 4x4 Double Cab', 67990], ['Wildtrak 4x4 Double Cab', 73990], ['Raptor', 94990, 'Petrol', '4WD'], ['XL 4x2 Cab Chassis', 42990, 'Diesel', 'RWD', 'cabChassis']], { ...D4, diesel: [2.0, 4, 'Turbo'], seats: 5, doors: 4, gears: 10, manual: true, engine: [3.0, 6, 'Turbo'], pop: 4, retention: 0.88 }),
  m('Ford', 'Everest', 'suv', [2015, null], [['Ambiente 4WD', 57990], ['Trend 4WD', 65990], ['Sport 4WD', 69990], ['Platinum 4WD', 84990]], { ...D4, diesel: [2.0, 4, 'Turbo'], seats: 7, gears: 10, pop: 1.2, retention: 0.87 }),
  m('Ford', 'Mustang', 'coupe', [2015, null], [['GT Fastback', 75000], ['GT Convertible', 82000, 'Petrol', 'RWD', 'convertible']], { drive: 'RWD', seats: 4, doors: 2, gears: 10, engine: [5.0, 8, 'Aspirated'], manual: true, pop: 0.4, retention: 0.88 }),
  m('Ford', 'Focus', 'hatch', [2005, 2022], [['Trend', 30000], ['ST-Line', 34000], ['Titanium', 40000]], { manual: true, pop: 0.8, retention: 0.84 }),
  m('Ford', 'Falcon', 'sedan', [2005, 2016], [['XT', 40000], ['G6', 46000], ['XR6', 45000], ['XR8', 56000]], { drive: 'RWD', engine: [4.0, 6, 'Aspirated'], pop: 0.6, retention: 0.84 }),
  m('Ford', 'Transit Custom', 'van', [2014, null], [['Trend SWB', 52000], ['Sport LWB', 62000]], { fuel: 'Diesel', seats: 3, doors: 4, pop: 0.5, retention: 0.85 }),
  m('Mitsubishi', 'Triton', 'ute', [2006, null], [['GLX 4x4 Double Cab', 45990], ['GLX+ 4x4 Double Cab', 51990], ['GLS 4x4 Double Cab', 57990], ['GSR 4x4 Double Cab', 62990], ['GLX 4x2 Cab Chassis', 36990, 'Diesel', 'RWD', 'cabChassis']], { ...D4, diesel: [2.4, 4, 'Turbo'], seats: 5, doors: 4, manual: true, pop: 2, retention: 0.85 }),
  m('Mitsubishi', 'Outlander', 'suv', [2012, null], [['ES', 39990], ['LS', 44990], ['Exceed PHEV AWD', 62990, 'PHEV', 'AWD']], { seats: 7, trans: 'cvt', engine: [2.5, 4, 'Aspirated'], pop: 1.5, retention: 0.84 }),
  m('Mitsubishi', 'ASX', 'suv', [2010, null], [['ES', 28990], ['LS', 31990], ['Exceed', 35990]], { trans: 'cvt', pop: 1.2, retention: 0.84 }),
  m('Mitsubishi', 'Pajero Sport', 'suv', [2016, null], [['GLX 4WD', 52990], ['Exceed 4WD', 60990]], { ...D4, diesel: [2.4, 4, 'Turbo'], seats: 7, gears: 8, pop: 0.8, retention: 0.86 }),
  m('Nissan', 'Navara', 'ute', [2005, null], [['SL 4x4 Dual Cab', 49990], ['ST 4x4 Dual Cab', 55990], ['ST-X 4x4 Dual Cab', 62990], ['PRO-4X 4x4 Dual Cab', 65990]], { ...D4, diesel: [2.3, 4, 'Turbo'], seats: 5, doors: 4, gears: 7, manual: true, pop: 1.5, retention: 0.85 }),
  m('Nissan', 'X-Trail', 'suv', [2007, null], [['ST', 39990], ['ST-L', 45990], ['Ti e-POWER e-4ORCE', 57990, 'Hybrid', 'AWD']], { trans: 'cvt', engine: [2.5, 4, 'Aspirated'], pop: 1.5, retention: 0.85 }),
  m('Nissan', 'Patrol', 'suv', [2010, null], [['Ti', 94990], ['Ti-L', 109990]], { drive: '4WD', seats: 8, gears: 7, engine: [5.6, 8, 'Aspirated'], pop: 0.5, retention: 0.9 }),
  m('Nissan', 'Qashqai', 'suv', [2014, null], [['ST', 36990], ['ST+', 39990], ['Ti', 47990]], { trans: 'cvt', engine: [1.3, 4, 'Turbo'], pop: 0.8, retention: 0.84 }),
  m('Volkswagen', 'Golf', 'hatch', [2004, null], [['110TSI Life', 39990], ['110TSI R-Line', 45990], ['GTI', 59990], ['Alltrack Wagon', 48990, 'Petrol', 'AWD', 'wagon']], { trans: 'dct', gears: 7, engine: [1.4, 4, 'Turbo'], manual: true, pop: 1.2, retention: 0.84 }),
  m('Volkswagen', 'Tiguan', 'suv', [2008, null], [['110TSI Life', 44990], ['162TSI R-Line AWD', 61990, 'Petrol', 'AWD']], { trans: 'dct', gears: 7, engine: [1.5, 4, 'Turbo'], pop: 1, retention: 0.84 }),
  m('Volkswagen', 'Amarok', 'ute', [2011, null], [['Core 4x4 Dual Cab', 57990], ['Style 4x4 Dual Cab', 65990], ['Aventura V6 4x4 Dual Cab', 79990]], { ...D4, diesel: [2.0, 4, 'Turbo'], seats: 5, doors: 4, gears: 10, pop: 0.8, retention: 0.86 }),
  m('Subaru', 'Forester', 'suv', [2002, null], [['2.5i AWD', 40990], ['2.5i-S AWD', 47990], ['Hybrid S AWD', 51990, 'Hybrid']], { drive: 'AWD', trans: 'cvt', engine: [2.5, 4, 'Aspirated'], pop: 1.5, retention: 0.87 }),
  m('Subaru', 'Outback', 'wagon', [2004, null], [['AWD', 45990], ['AWD Touring', 54990], ['AWD Touring XT', 59990]], { drive: 'AWD', trans: 'cvt', engine: [2.5, 4, 'Aspirated'], pop: 1.2, retention: 0.87 }),
  m('Subaru', 'WRX', 'sedan', [2005, null], [['AWD', 55990], ['RS AWD', 61990], ['Sportswagon GT AWD', 63990, 'Petrol', 'AWD', 'wagon']], { drive: 'AWD', trans: 'cvt', engine: [2.4, 4, 'Turbo'], manual: true, pop: 0.5, retention: 0.88 }),
  m('Isuzu', 'D-Max', 'ute', [2008, null], [['SX 4x2 Cab Chassis', 39990, 'Diesel', 'RWD', 'cabChassis'], ['LS-U 4x4 Crew Cab', 58990], ['X-Terrain 4x4 Crew Cab', 69990]], { ...D4, diesel: [3.0, 4, 'Turbo'], seats: 5, doors: 4, manual: true, pop: 1.8, retention: 0.87 }),
  m('Isuzu', 'MU-X', 'suv', [2013, null], [['LS-M 4x4', 55990], ['LS-T 4x4', 65990]], { ...D4, diesel: [3.0, 4, 'Turbo'], seats: 7, pop: 0.8, retention: 0.87 }),
  m('Holden', 'Commodore', 'sedan', [2006, 2020], [['SV6', 42000], ['Evoke', 38000], ['Calais V', 52000], ['SS-V Redline', 56000], ['Evoke Sportwagon', 40000, 'Petrol', 'RWD', 'wagon']], { drive: 'RWD', engine: [3.6, 6, 'Aspirated'], pop: 1.2, retention: 0.85 }),
  m('Holden', 'Colorado', 'ute', [2012, 2020], [['LS 4x4 Crew Cab', 45000], ['LTZ 4x4 Crew Cab', 52000], ['Z71 4x4 Crew Cab', 57000]], { ...D4, seats: 5, doors: 4, manual: true, pop: 1, retention: 0.84 }),
  m('Holden', 'Captiva', 'suv', [2006, 2018], [['LS', 33000], ['LTZ AWD', 42000, 'Petrol', 'AWD']], { seats: 7, pop: 0.5, retention: 0.82 }),
  m('Honda', 'CR-V', 'suv', [2006, null], [['VTi', 44990], ['VTi L AWD', 51990, 'Petrol', 'AWD'], ['e:HEV RS AWD', 61990, 'Hybrid', 'AWD']], { trans: 'cvt', engine: [1.5, 4, 'Turbo'], pop: 1.2, retention: 0.87 }),
  m('Honda', 'Civic', 'hatch', [2006, null], [['VTi-LX', 47990], ['e:HEV LX', 55990, 'Hybrid'], ['Type R', 72990]], { trans: 'cvt', engine: [1.5, 4, 'Turbo'], manual: true, pop: 0.9, retention: 0.87 }),
  m('Honda', 'Jazz', 'hatch', [2008, 2021], [['VTi', 23000], ['VTi-L', 26000]], { trans: 'cvt', engine: [1.5, 4, 'Aspirated'], pop: 0.7, retention: 0.86 }),
  m('Honda', 'HR-V', 'suv', [2015, null], [['Vi X', 37990], ['e:HEV L', 45990, 'Hybrid']], { trans: 'cvt', engine: [1.5, 4, 'Aspirated'], pop: 0.7, retention: 0.86 }),
  m('BMW', '3 Series', 'sedan', [2006, null], [['320i M Sport', 78900], ['330i M Sport', 88900], ['330e M Sport', 89900, 'PHEV', 'RWD']], { drive: 'RWD', gears: 8, engine: [2.0, 4, 'Turbo'], pop: 0.7, retention: 0.83 }),
  m('BMW', 'X3', 'suv', [2011, null], [['20 xDrive', 89900], ['30e xDrive M Sport', 104900, 'PHEV', 'AWD']], { drive: 'AWD', gears: 8, engine: [2.0, 4, 'Turbo'], pop: 0.6, retention: 0.83 }),
  m('BMW', 'X5', 'suv', [2007, null], [['xDrive30d', 134900, 'Diesel', 'AWD']], { drive: 'AWD', gears: 8, diesel: [3.0, 6, 'Turbo'], pop: 0.3, retention: 0.82 }),
  m('Mercedes-Benz', 'C-Class', 'sedan', [2007, null], [['C200', 80900], ['C300', 95900]], { drive: 'RWD', gears: 9, engine: [2.0, 4, 'Turbo'], pop: 0.7, retention: 0.83 }),
  m('Mercedes-Benz', 'A-Class', 'hatch', [2013, null], [['A180', 58900], ['A250 4MATIC', 68900, 'Petrol', 'AWD']], { trans: 'dct', gears: 7, engine: [1.3, 4, 'Turbo'], pop: 0.6, retention: 0.83 }),
  m('Mercedes-Benz', 'GLC', 'suv', [2016, null], [['GLC 300 4MATIC', 104900, 'Petrol', 'AWD']], { gears: 9, engine: [2.0, 4, 'Turbo'], pop: 0.5, retention: 0.83 }),
  m('Mercedes-Benz', 'Sprinter', 'van', [2007, null], [['315 CDI LWB Van', 75000]], { fuel: 'Diesel', drive: 'RWD', seats: 3, doors: 4, pop: 0.3, retention: 0.85 }),
  m('Tesla', 'Model 3', 'sedan', [2019, null], [['RWD', 58900], ['Long Range AWD', 68900, 'Electric', 'AWD'], ['Performance AWD', 82900, 'Electric', 'AWD']], { fuel: 'Electric', drive: 'RWD', pop: 1, retention: 0.8 }),
  m('Tesla', 'Model Y', 'suv', [2022, null], [['RWD', 59900], ['Long Range AWD', 71900, 'Electric', 'AWD']], { fuel: 'Electric', drive: 'RWD', pop: 1, retention: 0.8 }),
  m('Suzuki', 'Swift', 'hatch', [2005, null], [['Hybrid', 24990, 'Hybrid'], ['Hybrid GLX', 28990, 'Hybrid'], ['Sport', 32000]], { trans: 'cvt', engine: [1.2, 3, 'Aspirated'], manual: true, pop: 1, retention: 0.87 }),
  m('Suzuki', 'Jimny', 'suv', [2018, null], [['Lite', 34990, 'Petrol', '4WD'], ['XL', 37990, 'Petrol', '4WD']], { drive: '4WD', seats: 4, doors: 3, gears: 4, engine: [1.5, 4, 'Aspirated'], manual: true, pop: 0.6, retention: 0.93 }),
  m('Skoda', 'Octavia', 'wagon', [2010, null], [['110TSI Style Wagon', 44990], ['RS Wagon', 59990]], { trans: 'dct', gears: 7, engine: [1.4, 4, 'Turbo'], pop: 0.4, retention: 0.83 }),

  // ---- RVs
  m('Jayco', 'Journey', 'caravan', [2005, null], [["19'6 Outback", 89990], ["21'6 Outback", 96990]], { itemType: 'caravan', sleeps: 4, pop: 2, retention: 0.92 }),
  m('Jayco', 'Crossover', 'caravan', [2017, null], [["17'6 Family Outback", 79990], ["20'6 Outback", 88990]], { itemType: 'caravan', sleeps: 6, pop: 1.5, retention: 0.92 }),
  m('Jayco', 'Silverline', 'caravan', [2013, null], [["21'6 Outback", 119990], ["23'6 Outback", 126990]], { itemType: 'caravan', sleeps: 2, pop: 1, retention: 0.92 }),
  m('Jayco', 'Starcraft', 'caravan', [2008, null], [["17'6 Pop Top", 59990], ["19'6 Caravan", 67990]], { itemType: 'caravan', sleeps: 4, pop: 1.5, retention: 0.91 }),
  m('Jayco', 'Swan', 'camperTrailer', [2000, null], [['Outback Camper', 38990]], { itemType: 'camper trailer', sleeps: 4, pop: 1, retention: 0.9 }),
  m('Jayco', 'Eagle', 'camperTrailer', [2000, null], [['Outback Camper', 44990]], { itemType: 'camper trailer', sleeps: 5, pop: 0.8, retention: 0.9 }),
  m('Jayco', 'Conquest', 'motorhome', [2008, null], [['FA25-1 Motorhome', 219990]], { itemType: 'motorhome', fuel: 'Diesel', drive: 'FWD', seats: 4, doors: 3, diesel: [2.3, 4, 'Turbo'], sleeps: 4, pop: 0.5, retention: 0.9 }),
  m('Avan', 'Aspire', 'caravan', [2013, null], [["19'0 Touring", 84990], ["21'0 Touring", 91990]], { itemType: 'caravan', sleeps: 2, pop: 1, retention: 0.91 }),
  m('Avan', 'Cruiseliner', 'caravan', [2010, null], [["16'0 Pop Top", 62990], ["18'0 Pop Top", 67990]], { itemType: 'caravan', sleeps: 2, pop: 1, retention: 0.91 }),
  m('Avan', 'Ovation', 'motorhome', [2015, null], [['M7 Motorhome', 189990]], { itemType: 'motorhome', fuel: 'Diesel', drive: 'RWD', seats: 4, doors: 3, diesel: [2.1, 4, 'Turbo'], sleeps: 2, pop: 0.4, retention: 0.9 }),
  m('Windsor', 'Genesis', 'caravan', [2015, null], [["18'6 Touring", 61990], ["21'0 Family", 67990]], { itemType: 'caravan', sleeps: 4, pop: 1, retention: 0.9 }),
  m('Windsor', 'Rapid', 'caravan', [2012, null], [["16'6 Pop Top", 54990]], { itemType: 'caravan', sleeps: 2, pop: 0.7, retention: 0.9 }),
  m('Viscount', 'V2', 'caravan', [2019, null], [["17'6 Touring", 57990], ["19'6 Family", 63990]], { itemType: 'caravan', sleeps: 4, pop: 0.6, retention: 0.9 }),
  m('Viscount', 'Grand Tourer', 'caravan', [2020, null], [["21'6 Tandem", 74990]], { itemType: 'caravan', sleeps: 4, pop: 0.4, retention: 0.9 }),
  m('Coromal', 'Element', 'caravan', [2010, 2019], [["18'6 Touring", 60000], ["20'6 Touring", 66000]], { itemType: 'caravan', sleeps: 2, pop: 0.8, retention: 0.9 }),
  m('Coromal', 'Pioneer', 'caravan', [2008, 2019], [["19'0 Off Road", 70000]], { itemType: 'caravan', sleeps: 4, pop: 0.5, retention: 0.9 }),
];

export const CAR_MAKES = [...new Set(CATALOG.filter((c) => c.itemType === 'car').map((c) => c.make))];
export const RV_MAKES = [...new Set(CATALOG.filter((c) => c.itemType !== 'car').map((c) => c.make))];
export const ALL_MAKES = [...CAR_MAKES, ...RV_MAKES];

/** Models on sale new in `year` (or sold until that year). */
export function modelsFor(filter: (spec: ModelSpec) => boolean): ModelSpec[] {
  return CATALOG.filter(filter);
}

export function isCurrent(spec: ModelSpec): boolean {
  return spec.years[1] === null;
}

export function availableIn(spec: ModelSpec, year: number): boolean {
  return spec.years[0] <= year && (spec.years[1] === null || spec.years[1] >= year);
}

/** Paint colour names per make (all from images/colours.ts). */
export const MAKE_COLOURS: Record<string, readonly string[]> = {
  Toyota: ['Glacier White', 'Crystal Pearl', 'Frosted White', 'Silver Pearl', 'Graphite', 'Eclipse Black', 'Saturn Blue', 'Feverish Red', 'Oxide Bronze', 'Eclipse Green', 'Sandstone'],
  Mazda: ['Snowflake White Pearl', 'Sonic Quartz', 'Machine Grey', 'Jet Black', 'Deep Crystal Blue', 'Soul Red Crystal', 'Silver Metallic'],
  Hyundai: ['Polar White', 'Silver Metallic', 'Gravity Grey', 'Eclipse Black', 'Lightning Blue', 'Runway Red', 'Eclipse Green'],
  Kia: ['Clear White', 'Silver Metallic', 'Gravity Grey', 'Jet Black', 'Runway Red', 'Deep Crystal Blue'],
  MG: ['Arctic White', 'Silver Metallic', 'Meteor Grey', 'Jet Black', 'Lightning Blue', 'Runway Red', 'Orange Metallic'],
  Jayco: ['Polar White', 'Silver Metallic', 'Champagne', 'Graphite'],
  Avan: ['Polar White', 'Silver Metallic', 'Graphite'],
  Windsor: ['Polar White', 'Champagne', 'Meteor Grey'],
  Viscount: ['Polar White', 'Graphite', 'Eclipse Black'],
  Coromal: ['Polar White', 'Champagne', 'Sandstone'],
};

export const GENERIC_COLOURS: readonly (readonly [string, number])[] = [
  ['Glacier White', 20], ['Arctic White', 8], ['Silver Metallic', 12], ['Graphite', 10], ['Meteor Grey', 8],
  ['Jet Black', 12], ['Deep Crystal Blue', 6], ['Lightning Blue', 4], ['Runway Red', 5], ['Champagne', 3],
  ['Oxide Bronze', 2], ['Orange Metallic', 1], ['Eclipse Green', 2], ['Sandstone', 2],
];
