// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { sideNamed, tripWord } from './trip-words'

describe('the trip in words', () => {
  it.each([
    ['je commence ma location', 'start'],
    ['start my trip', 'start'],
    ['déverrouille la voiture', 'unlock'],
    ['unlock the car', 'unlock'],
    ['peux-tu déverrouiller la voiture', 'unlock'],
    ['verrouille', 'lock'],
    ['lock it', 'lock'],
    ['je rends la voiture', 'end'],
    ['end my trip', 'end'],
  ])('"%s" is %s', (text, word) => expect(tripWord(text)).toBe(word))

  it.each([
    'how do I unlock the car',
    "the car won't unlock",
    'la portière reste verrouillée',
    'comment déverrouiller ?',
    'je rends la voiture à 18h',
    'la voiture ne démarre pas',
    "the car won't start",
  ])('"%s" is no order to the car', (text) => expect(tripWord(text)).toBeNull())

  it.each([
    ["j'ai une rayure sur la portière avant", 'front'],
    ["there's a dent on the back", 'back'],
    ['rayure portière avant gauche', 'left'],
    ['a scratch on the rear bumper', 'back'],
    ['tache sur le siège', 'interior'],
    ['une rayure', null],
  ])('"%s" names the side %s', (text, side) => expect(sideNamed(text)).toBe(side))
})
