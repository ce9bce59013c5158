// The five sections of the advisor profile, in the spec's order, with their anchors.
export const PROFILE_SECTIONS = [
  {
    id: 'personal-information',
    title: 'Personal Information',
    description: 'How companies address you, and where you are based.',
  },
  {
    id: 'professional-background',
    title: 'Professional Background',
    description: 'Your experience, in the words companies search for.',
  },
  {
    id: 'advisor-experience',
    title: 'Advisor Experience',
    description: 'Board and advisory roles you have held.',
  },
  {
    id: 'work-preferences',
    title: 'Work Preferences',
    description: 'How much time you can give, where, and on what terms.',
  },
  {
    id: 'additional-information',
    title: 'Additional Information',
    description: 'Make it easy to book a first conversation.',
  },
] as const;

export type ProfileSectionId = (typeof PROFILE_SECTIONS)[number]['id'];

export const sectionById = (id: ProfileSectionId) => PROFILE_SECTIONS.find((section) => section.id === id)!;
