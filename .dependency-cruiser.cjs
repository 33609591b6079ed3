/**
 * The architecture's import rules (../shared/ARCHITECTURE.md, "Rules that the test command enforces"),
 * checked by `pnpm lint` in hosts/portal over the host, the app kit and the UI kit.
 */
const SECTION = '^hosts/[^/]+/src/sections/([^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import circle, lazy page loaders included: a page must be importable without the route table. ' +
        'Type-only imports are erased at build time and may close a circle (a lazy part naming its parent props).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'kits-import-no-host',
      severity: 'error',
      comment: 'The app kit and @wz/ui serve every host: they name none.',
      from: { path: '^packages/(app-kit|ui)/' },
      to: { path: '^hosts/' },
    },
    {
      name: 'section-imports-no-other-section',
      severity: 'error',
      comment: 'What two sections share moves to the app kit or @wz/ui, so sections are built side by side.',
      from: { path: SECTION, pathNot: '^hosts/[^/]+/src/sections/user/' },
      to: { path: '^hosts/[^/]+/src/sections/', pathNot: ['^hosts/[^/]+/src/sections/$1/'] },
    },
    {
      name: 'user-centre-imports-no-section',
      severity: 'error',
      comment: 'The user centre assembles what the sections contribute (through app/userAreas.ts); it imports none.',
      from: { path: '^hosts/[^/]+/src/sections/user/' },
      to: { path: '^hosts/[^/]+/src/sections/', pathNot: '^hosts/[^/]+/src/sections/user/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.stories\\.tsx$', '/generated/', '/dist/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
  },
};
