import { faqEntries, searchFaq } from './faqSearch';

const sections = {
  B: { title: 'Cameras', items: { q1: { q: 'How do I pair a camera?', a: 'Enter the serial and the code.' } } },
  A: { title: 'Start', items: { q1: { q: 'Qu’est-ce que l’écran?', a: 'Il montre les instantanés.' }, q2: { q: 'Terms?', a: 'Accept once.' } } },
};

describe('FAQ search (spec 001 section 2, FAQ)', () => {
  const entries = faqEntries(sections);

  it('lists entries in section order A to G', () => {
    expect(entries.map((e) => `${e.section}.${e.id}`)).toEqual(['A.q1', 'A.q2', 'B.q1']);
  });

  it.each([
    ['', 3],
    ['camera', 1],
    ['PAIR serial', 1],
    ['pair terms', 0],
    ['ecran', 1],
    ['instantanes', 1],
  ])('"%s" finds %i', (search, count) => {
    expect(searchFaq(entries, search)).toHaveLength(count);
  });
});
