/**
 * Copyright licences (writing-paid-content §3 "Licences"): numeric id 1 to 8, default 1. Its own
 * small module: the story page shows the name and must not load the writing studio's texts.
 */
export const LICENCES = [
  { id: 1, name: 'All Rights Reserved' },
  { id: 2, name: 'Public Domain' },
  { id: 3, name: 'CC Attribution' },
  { id: 4, name: 'CC Attrib NonCommercial' },
  { id: 5, name: 'CC Attrib NonComm NoDerivs' },
  { id: 6, name: 'CC Attrib NonComm ShareAlike' },
  { id: 7, name: 'CC Attribution-ShareAlike' },
  { id: 8, name: 'CC Attribution-NoDerivs' },
] as const;

export const DEFAULT_LICENCE = 1;

/** A licence's name; an unknown id reads as the default's. */
export const licenceName = (id: number): string => (LICENCES.find((l) => l.id === id) ?? LICENCES[0]).name;

export const isLicenceId = (id: number): boolean => LICENCES.some((l) => l.id === id);
