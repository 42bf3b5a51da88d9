import { describe, expect, it } from 'vitest';
import { findSiteCar } from './find-car';
import { A, B, carOf, siteAndLocations, stock, testEngine } from './test-fixture';

const findCar = findSiteCar(testEngine);

describe('findSiteCar', () => {
  it("finds this site's car by id or by slug", async () => {
    const { site } = await siteAndLocations(A);
    const car = carOf(A);
    expect((await findCar(site, car.id))?.id).toBe(car.id);
    expect((await findCar(site, car.slug))?.id).toBe(car.id);
    expect((await findCar(site, `  ${car.slug} `))?.id).toBe(car.id);
  });

  it("does not find another site's car, a hidden car, or junk", async () => {
    const { site } = await siteAndLocations(A);
    const other = carOf(B);
    expect(await findCar(site, other.id)).toBeUndefined();
    expect(await findCar(site, other.slug)).toBeUndefined();
    const hidden = stock[A]!.find((v) => !v.show_on_dealer_website);
    expect(hidden, 'the sample stock has a car hidden from the website').toBeDefined();
    expect(await findCar(site, hidden!.id)).toBeUndefined();
    for (const junk of ['', 'no-such-car', '<script>', 'x'.repeat(200), "a' OR '1'='1"]) {
      expect(await findCar(site, junk)).toBeUndefined();
    }
  });

  it('finds a sold car still shown (find something similar)', async () => {
    const { site } = await siteAndLocations(A);
    const sold = stock[A]!.find((v) => v.show_on_dealer_website && v.status === 'sold');
    expect(sold).toBeDefined();
    expect((await findCar(site, sold!.id))?.status).toBe('sold');
  });
});
