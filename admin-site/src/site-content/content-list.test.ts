import { describe, expect, it } from '@jest/globals';
import { emptyValues, fieldNames, imageOf, requiredValues } from './content-list';
import { certificatesList } from './Certificates';
import { skillsList } from './Skills';
import { teamMemberInput, teamMembersList } from './TeamMembers';

describe('the descriptions of the sortable site-content lists', () => {
  it('start a new item with every field empty, active', () => {
    expect(emptyValues(skillsList.fields)).toEqual({ name: '', active: true });
    expect(emptyValues(certificatesList.fields)).toEqual({ title: '', subtext: '', image: null, active: true });
    expect(emptyValues(teamMembersList.fields)).toEqual({ name: '', function: '', description: '', specialties: [], linkedinUrl: '', quote: '', skills: [], image: null, active: true });
  });

  it('require the field that names an item, and show errors on every field and the switch', () => {
    for (const list of [skillsList, certificatesList, teamMembersList]) {
      expect(Object.keys(requiredValues(list.fields, emptyValues(list.fields)))).toEqual([list.nameField]);
      expect(fieldNames(list.fields)).toEqual([...list.fields.map((field) => field.name), 'active']);
    }
  });

  it('send what the server takes: trimmed, blanks cleared, specialties without duplicates, skill ids as numbers', () => {
    const image = { hash: 'abc', fileName: 'a.jpg', altText: '', fileID: 3, cropParams: null };
    expect(
      teamMemberInput({ name: ' Ann ', function: ' ', description: '', specialties: [' Go ', 'Go', '', 'Rust'], linkedinUrl: '', quote: ' Hi ', skills: ['2', '5'], image, active: false }),
    ).toEqual({ name: 'Ann', function: null, description: null, specialties: ['Go', 'Rust'], linkedinUrl: null, quote: 'Hi', skills: [2, 5], image, active: false });
    expect(certificatesList.inputOf({ title: ' ISO ', subtext: '  ', image: null, active: true })).toEqual({ title: 'ISO', subtext: null, image: null, active: true });
    expect(skillsList.inputOf({ name: ' Go ', active: true })).toEqual({ name: 'Go', active: true });
  });

  it('copy the chosen image, so the form no longer changes what was sent', () => {
    const image = { hash: 'abc', fileName: 'a.jpg', altText: 'x', fileID: 3, cropParams: null };
    const sent = imageOf({ image }, 'image');
    expect(sent).toEqual(image);
    expect(sent).not.toBe(image);
  });
});
