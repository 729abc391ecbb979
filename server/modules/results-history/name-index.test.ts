import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText, nameTokens } from '../matching/name-normalise';
import { horseDisplayName, nameIndex, riderDisplayName } from './name-index';

describe('horseDisplayName', () => {
  it('keeps a name written in mixed case exactly as written', () => {
    for (const name of [
      'JL Dublin',
      'Cola III',
      'Commander VG',
      'Classic VI',
      'Rehy DJ',
      "D'Accord FRH",
      'Jilsonne van Bornhof',
      'SAP Hale Bob OLD',
      'Mr.miller 2',
    ]) {
      expect(horseDisplayName(name)).toBe(name);
    }
  });

  it('puts a name printed wholly in capitals in readable case', () => {
    expect(horseDisplayName('BALLAGHMOR CLASS')).toBe('Ballaghmor Class');
    expect(horseDisplayName('JILSONNE VAN BORNHOF')).toBe('Jilsonne Van Bornhof');
    expect(horseDisplayName("AKEBY'S QUEMIRO SILLA")).toBe("Akeby's Quemiro Silla");
    expect(horseDisplayName("I CAN'T GET ENOUGH")).toBe("I Can't Get Enough");
    expect(horseDisplayName('MR. GREY')).toBe('Mr. Grey');
    expect(horseDisplayName("CANADA ST. JOHN'S")).toBe("Canada St. John's");
    expect(horseDisplayName('LYNX')).toBe('Lynx');
    expect(horseDisplayName('HORSENAME 2')).toBe('Horsename 2');
  });

  it('keeps Roman numerals, initials and marks in capitals', () => {
    expect(horseDisplayName('JL DUBLIN')).toBe('JL Dublin');
    expect(horseDisplayName('COLA III')).toBe('Cola III');
    expect(horseDisplayName('COMMANDER VG')).toBe('Commander VG');
    expect(horseDisplayName('CLASSIC VI')).toBe('Classic VI');
    expect(horseDisplayName('CHILLI MORNING IV')).toBe('Chilli Morning IV');
    expect(horseDisplayName('FURIOSO XXXIV-28 YVETA')).toBe('Furioso XXXIV-28 Yveta');
    expect(horseDisplayName('REHY DJ')).toBe('Rehy DJ');
    expect(horseDisplayName("D'ACCORD FRH")).toBe("D'Accord FRH");
    expect(horseDisplayName('ALICANA Z')).toBe('Alicana Z');
    expect(horseDisplayName('ISSELHOOK’S ASARO TSF')).toBe('Isselhook’s Asaro TSF');
    expect(horseDisplayName('R H F NUGGET XX')).toBe('R H F Nugget XX');
    expect(horseDisplayName('AEVOLET M-A-F')).toBe('Aevolet M-A-F');
    expect(horseDisplayName('DOLMEN AA')).toBe('Dolmen AA');
    expect(horseDisplayName("OLIMOND'S QUIBELLE OLD")).toBe("Olimond's Quibelle OLD");
    expect(horseDisplayName('SAMIRO CRUZE MC')).toBe('Samiro Cruze MC');
  });

  it('drops a nation in brackets after the name', () => {
    expect(horseDisplayName('QUINTUS 134 (GER)')).toBe('Quintus 134');
    expect(horseDisplayName('Tsetserleg TSF (USA)')).toBe('Tsetserleg TSF');
    expect(horseDisplayName("D'ACCORD FRH (ger)")).toBe("D'Accord FRH");
  });

  it('writes elided words and hyphenated names sensibly', () => {
    expect(horseDisplayName("BEAR L'INFINI")).toBe("Bear L'Infini");
    expect(horseDisplayName("N'JOY DE MARET Z")).toBe("N'Joy De Maret Z");
    expect(horseDisplayName("GOD SIGMA DELL'ESERCITO")).toBe("God Sigma Dell'Esercito");
    expect(horseDisplayName("U'RE AMAZING")).toBe("U're Amazing");
    expect(horseDisplayName('KOH-I-NOOR DES TERDRIX')).toBe('Koh-I-Noor Des Terdrix');
    expect(horseDisplayName('MCDREAMY')).toBe('McDreamy');
  });

  const letters = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9][A-Za-zÀ-ÿ0-9'’. -]{0,30}$/);

  it('returns any name with a small letter unchanged', () => {
    fc.assert(
      fc.property(letters, (name) => {
        fc.pre(name !== name.toUpperCase());
        expect(horseDisplayName(name)).toBe(name);
      }),
    );
  });

  it('changes nothing but case, so the matcher reads the same name', () => {
    fc.assert(
      fc.property(letters, (name) => {
        const upper = name.toUpperCase();
        fc.pre(upper.length === name.length);
        expect(foldText(horseDisplayName(upper))).toBe(foldText(upper));
      }),
    );
  });
});

describe('riderDisplayName', () => {
  it('writes the given name first, whichever order FEI printed', () => {
    expect(riderDisplayName('SMITH Ann')).toBe('Ann Smith');
    expect(riderDisplayName('Ann SMITH')).toBe('Ann Smith');
    expect(riderDisplayName('SMITH Ann (GBR)')).toBe('Ann Smith');
    expect(riderDisplayName('Ann SMITH (gbr)')).toBe('Ann Smith');
    expect(riderDisplayName('TOWNEND Oliver')).toBe('Oliver Townend');
    expect(riderDisplayName('HUA TIAN Alex')).toBe('Alex Hua Tian');
    expect(riderDisplayName('Alex HUA TIAN')).toBe('Alex Hua Tian');
    expect(riderDisplayName('LLADONOSA PEIRETÓ Nuria')).toBe('Nuria Lladonosa Peiretó');
    expect(riderDisplayName('OLIVER TOWNEND')).toBe('Oliver Townend');
  });

  it('keeps a name written in mixed case as written, whitespace aside', () => {
    expect(riderDisplayName('Oliver Townend')).toBe('Oliver Townend');
    expect(riderDisplayName(' Lara  de Liedekerke-Meier ')).toBe('Lara de Liedekerke-Meier');
    expect(riderDisplayName('Tom McEwen')).toBe('Tom McEwen');
    expect(riderDisplayName('Ronald Zabala G.')).toBe('Ronald Zabala G.');
  });

  it('writes O’, Mc, Mac and hyphenated surnames as people do', () => {
    expect(riderDisplayName("O'CONNOR Ciara")).toBe("Ciara O'Connor");
    expect(riderDisplayName('Karen O’NEAL')).toBe('Karen O’Neal');
    expect(riderDisplayName("Giulio DELL'AMORE")).toBe("Giulio Dell'Amore");
    expect(riderDisplayName('SMITH-JONES Ann')).toBe('Ann Smith-Jones');
    expect(riderDisplayName('MCEWEN Tom')).toBe('Tom McEwen');
    expect(riderDisplayName('Mina Deirdre MC SHERRY')).toBe('Mina Deirdre Mc Sherry');
    expect(riderDisplayName('Alexandra MACLEOD')).toBe('Alexandra MacLeod');
    expect(riderDisplayName('Anne MACKLEY')).toBe('Anne Mackley');
    expect(riderDisplayName('Ana MACHADO')).toBe('Ana Machado');
    expect(riderDisplayName('John SMITH III')).toBe('John Smith III');
  });

  it('changes case and word order only, so the matcher reads the same name', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z'’-]{1,10}( [A-Za-z'’-]{1,10}){0,3}$/), (name) => {
        const words = (text: string) => nameTokens(text).sort();
        expect(words(riderDisplayName(name))).toEqual(words(name));
      }),
    );
  });
});

describe('nameIndex', () => {
  it('finds a rider written another way, but never across generations', () => {
    const riders = nameIndex('rider', [
      { id: 1, name: 'Bruce Davidson Sr', nationality: 'USA' },
      { id: 2, name: "Pat O'Brien Jr", nationality: 'IRL' },
      { id: 3, name: 'Ann Smith', nationality: 'GBR' },
    ]);
    expect(riders.find('DAVIDSON Bruce Snr', 'USA')?.id).toBe(1);
    expect(riders.find('Bruce Davidson Jr', 'USA')).toBeNull();
    expect(riders.find('Bruce Davidson', 'USA')).toBeNull();
    expect(riders.find("O'BRIEN Pat Junior (IRL)", null)?.id).toBe(2);
    expect(riders.find("Pat O'Brien", 'IRL')).toBeNull();
    expect(riders.find('Ann Smith II', 'GBR')).toBeNull();
    expect(riders.find('smith ann', null)?.id).toBe(3);
  });
});
