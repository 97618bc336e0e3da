import { describe, expect, it } from 'vitest';
import { TAX_ID_PATTERN, ZIP_CODE_PATTERN, addressInput } from './company-locations.schemas';

describe('branch address patterns', () => {
  it('accepts RFCs of companies (3 letters) and people (4 letters), any case, with Ñ and &', () => {
    for (const rfc of ['EMP010101AB1', 'GODE561231GR8', 'ñañ991231xx9', 'A&B000229ZZ0'])
      expect(TAX_ID_PATTERN.test(rfc), rfc).toBe(true);
  });

  it('refuses RFCs with a bad length, date or homoclave', () => {
    for (const rfc of [
      'EM010101AB1',
      'EMPRE010101AB1',
      'EMP011301AB1',
      'EMP010132AB1',
      'EMP010101AB',
      'EMP010101A-1',
      'EMP 010101AB1',
    ]) {
      expect(TAX_ID_PATTERN.test(rfc), rfc).toBe(false);
    }
  });

  it('takes postal codes of exactly 5 digits', () => {
    expect(['06600', '44140'].every((z) => ZIP_CODE_PATTERN.test(z))).toBe(true);
    expect(['6600', '066000', '0660a'].some((z) => ZIP_CODE_PATTERN.test(z))).toBe(false);
  });

  it('stores the RFC upper-case and empty optional fields as null', () => {
    const parsed = addressInput.parse({
      address1: 'Av. Juárez 100',
      businessName: 'Mi Empresa',
      taxId: ' emp010101ab1 ',
      stateId: 9,
      cityId: 15,
      zipCode: '',
      latitude: '',
      longitude: '-99.5',
      phoneNumber: '',
      email: '',
    });
    expect(parsed).toMatchObject({
      taxId: 'EMP010101AB1',
      zipCode: null,
      latitude: null,
      longitude: -99.5,
      phoneNumber: null,
      email: null,
    });
  });
});
