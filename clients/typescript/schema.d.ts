// Generated from openapi.yaml by openapi-typescript (`npm run openapi`); do not edit.
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Answers 200 while the process is alive and its event loop turns; never limited nor shed. For whether this instance takes work, ask /ready.
         */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description Whether this instance takes work: 503 (problem+json) while it shuts down or is overloaded, so that a load balancer sends requests elsewhere. `/health` stays 200 (liveness) meanwhile.
         */
        get: operations["ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/asl/location-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Location check: one MC for every unit of a stack, with the leader-loss cascade
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["aslLocationCheckGet"];
        put?: never;
        /**
         * Location check: one MC for every unit of a stack, with the leader-loss cascade
         * @description Every unit of one location takes the same MC (ASLRB A10.1-A10.31, A10.2): leaders first, highest ML first, then the others in the order given. Each check uses the best DRM of an unbroken leader present when it is taken (a leader only that of a leader of higher ML, never his own; A10.21, A10.22, A10.72). Reading of the cascade's order: every unit takes the MC first; then each leader loss is checked in the order it happened: a leader eliminated makes every unit of lower ML (broken ones too) take an LLMC (an NMC modified by his leadership modifier, a negative one made positive and a positive one kept: an 8-1 or a 6+1 lost gives a 1MC); an unbroken leader who breaks makes every unbroken unit of lower ML take an LLTC with the same DRM (failing it pins; a hero, exempt from pins, takes none). Every wound of a leader or hero is followed at once by a wound severity d6 (A17.11): 1-4 wounded, 5-6 eliminated, +1 for one already wounded; a broken unit's Original 12 eliminates it outright (A10.31). A hero is never broken nor pinned: a failed MC wounds him, or eliminates him when already wounded (A15.2, A17.1). A Fanatic MMC makes the leaders and heroes stacked with it Fanatic (A10.8). An Original 2 on an MC precedes Heat of Battle (A15.1), a hero's or crew's aside.
         */
        post: operations["aslLocationCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/asl/morale-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Morale check: odds of passing, pin, break, Casualty Reduction for one unit
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["aslMoraleCheckGet"];
        put?: never;
        /**
         * Morale check: odds of passing, pin, break, Casualty Reduction for one unit
         * @description One MC, NMC, #MC or TC (ASLRB A10.1, A10.3, A10.31, A7.8). 2d6: pass when Original DR + # + leadership + DRM <= ML (Fanatic +1, wounded -1, never above 10). A pass on equality pins. A failed MC breaks a good-order unit and Casualty Reduces a broken one; an Original 12 Casualty Reduces and breaks a good-order unit and eliminates a broken one outright, whatever it is. Casualty Reduction: squad -> half-squad, half-squad or crew eliminated, leader or hero wounded. Every wound is followed at once by a wound severity d6 (A17.11): 1-4 wounded (ML -1, leadership 1 worse), 5-6 eliminated, +1 for a man already wounded (4-6 eliminates). A hero is never broken nor pinned: a failed MC wounds him, with the severity d6, and eliminates him when he is already wounded (A15.2, A17.1). An Original 2 on an MC precedes Heat of Battle (A15.1), except for a hero or a crew. A TC never pins, breaks or wounds: its failure has only the task's effect.
         */
        post: operations["aslMoraleCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/asl/rally": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rally: odds that a broken unit rallies within N rally phases
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["aslRallyGet"];
        put?: never;
        /**
         * Rally: odds that a broken unit rallies within N rally phases
         * @description A broken unit's rally attempt each rally phase (ASLRB A10.6-A10.64): 2d6 + the rallying good-order leader's modifier (or +1 for a self-rally, A10.63, no leader modifier on himself) - 1 in rally terrain (woods, building, pillbox, entrenchment; A10.61) + 4 under Desperation Morale (A10.62) + other DRMs; rallied when <= the broken-side ML. Fate: an Original 12 fails and Casualty Reduces the unit (A10.64); a squad tries on as a half-squad, a half-squad or crew is gone, a leader is wounded (wound severity d6: 5-6 eliminates, 4-6 when already wounded; A17.11). Self-rally (A10.6, A10.63): a broken leader or crew self-rallies in its own right; the self-rally of a squad or half-squad is read as the first-MMC self-rally of each phase (A18.11), whose Original 2 rallies it whatever the DRM and earns a Leader Creation roll (`leaderCreation`). Heat of Battle: an Original 2 on a rally that is not a self-rally, a crew's aside (A15.1).
         */
        post: operations["aslRally"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/asl/rally/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rally options: each leader present and the self-rally side by side
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["aslRallyOptionsGet"];
        put?: never;
        /**
         * Rally options: each leader present and the self-rally side by side
         * @description For one broken unit, the chance of having rallied within `phases` rally phases for each rallying option: every good-order leader present (his modifier applies, A10.6) and the self-rally (+1, no leader; A10.63, A18.11), each played alone by the rules of POST /v1/asl/rally (rally terrain -1, Desperation Morale +4, Fate carried from phase to phase, wound severity d6 for a leader, A17.11; a squad's or half-squad's self-rally is its first-MMC self-rally, whose Original 2 rallies it whatever the DRM and earns a Leader Creation roll, A18.11; a leader or crew self-rallies in its own right, A10.6). `best` names the option most likely to have rallied the unit.
         */
        post: operations["aslRallyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/asl/rout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rout: odds that a broken unit survives its rout through Interdiction
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["aslRoutGet"];
        put?: never;
        /**
         * Rout: odds that a broken unit survives its rout through Interdiction
         * @description A broken unit routing (ASLRB A10.5) enters `interdictions` Open Ground locations in the LOS and range of an unbroken enemy able to fire, without Low Crawl: each costs an Interdiction NMC against its broken-side ML (A10.53), 2d6 + DRM. Failing it Casualty Reduces the unit (a squad routs on as a half-squad; a half-squad or crew is eliminated; a leader is wounded, wound severity d6: 5-6 eliminates, 4-6 when already wounded, A17.11); an Original 12 eliminates it outright (A10.31); a pass with final DR equal to ML pins it, which ends its rout, and eliminates it when `pinnedAdjacentToEnemy`. An Original 2 on any of its MCs precedes Heat of Battle (A15.1), a crew's aside. With `leader` (Voluntary Rout, A10.711), a good-order leader routs with it: he takes no NMC, his modifier applies to the unit's NMCs (reading, `modifiesInterdiction`), and he is eliminated when the unit fails one, after which the unit takes an LLMC if its ML is lower than his (A10.2).
         */
        post: operations["aslRout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/batman/fight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fight: odds of a fight between two villains, or between a villain and Batman
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["batmanFightGet"];
        put?: never;
        /**
         * Fight: odds of a fight between two villains, or between a villain and Batman
         * @description One fight: each side rolls one Batman die; the attacker is the invader (the side that moved in).
         *
         *     Villain against villain: power = pips + henchmen brought; a bat face counts 0; the higher power wins; a tie goes to the invader (rules) unless `tie` is "defender".
         *
         *     Villain against Batman (either may attack): the villain's bat face loses outright; otherwise the villain's power = pips + henchmen and Batman's = pips + his combat value.
         *
         *     Assumed (not confirmed by the public record; each is a parameter): the die faces ["bat",1,2,3,4,5] (`die.faces`); Batman's own bat face counts 0 pips (`batmanBatFace`: "zero"); a tie against Batman goes to the invader as between villains (`tie`).
         *
         *     A villain owns at most 5 henchmen by the rules, the Penguin's ability aside: more answers 400 unless that side's `henchmenLimit` is raised (up to 10). At most one side may be Batman; the die needs a face with pips.
         *
         *     `method: "exact"` enumerates the faces² pairs of faces and gives every probability as a fraction.
         */
        post: operations["batmanFight"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/batman/henchmen-needed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Henchmen needed: the fewest henchmen that give a villain a target chance of winning a fight
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["batmanHenchmenNeededGet"];
        put?: never;
        /**
         * Henchmen needed: the fewest henchmen that give a villain a target chance of winning a fight
         * @description For each henchmen count 0..10, the exact chance that the villain wins the fight (POST /v1/batman/fight, asked with the villain's henchmen set to the count), and the fewest count whose chance is at least `target`, or null ("none up to 10"). The answer is that of every units search (as /v1/xcom/research/units-needed), with this endpoint's own fields beside it.
         *
         *     The search goes past the rules' limit of 5 henchmen (the Penguin's ability aside, whose own limit is not confirmed): `withinRuleLimit` says whether an ordinary villain can field the count found. An opposing villain's henchmen are checked against its `henchmenLimit`.
         *
         *     Assumed (each a parameter): the die faces ["bat",1,2,3,4,5]; Batman's bat face counts 0 pips; a tie against Batman goes to the invader.
         */
        post: operations["batmanHenchmenNeeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compare plans: variants of one body ranked by a chance, differences paired on the same draws
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["compareGet"];
        put?: never;
        /**
         * Compare plans: variants of one body ranked by a chance, differences paired on the same draws
         * @description Asks one simulation endpoint for a base body and named variants of it (each a set of field overrides by dotted path) and ranks the variants by the chance of `probability`, highest first (or lowest first with `order: "lowest"`; ties keep the request order).
         *
         *     Monte Carlo: every trial runs every variant from the same random state, so each variant's difference from the FIRST variant is paired on the same draws; its interval is Newcombe's method 10 (hybrid score) for paired proportions, computed from the joint counts (`n11`, `n10`, `n01`, `n00`), and resolves small differences with far fewer trials than separate runs. Exact (`method: "exact"` in the base body): every variant's exact answer, and exact differences as fractions.
         *
         *     One computation: variants x trials at most 10,000,000 (refused up front beyond), one time limit, one bound on exact states. A bad path, or a value the endpoint refuses, answers 400 naming `body.variants.<i>.set.<path>`.
         */
        post: operations["compare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sweep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sweep: one endpoint, one field varied, rows on common random numbers
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["sweepGet"];
        put?: never;
        /**
         * Sweep: one endpoint, one field varied, rows on common random numbers
         * @description Asks a simulation endpoint once per value of one field (nested fields by dotted path) and answers one row per value with its probabilities and intervals. Every row uses the same seed, so rows are compared on common random numbers. At most 50 values and 10,000,000 trials in all; a bad row answers the error of that row, its fields named inside this body.
         */
        post: operations["sweep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/base-defense": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Base defence: odds of destroying the enemies in the base, and at what cost
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomBaseDefenseGet"];
        put?: never;
        /**
         * Base defence: odds of destroying the enemies in the base, and at what cost
         * @description Phase 7 (Squad Leader). The threat starts at `threat` and is never reset between tasks. Each roll: the soldiers assigned to the target roll one XCOM die each, +1 die per assigned soldier whose special skill matches the enemy's special skill, +1 die per assigned elite soldier, and the alien d8. Successes are markers on the enemy (surplus wasted); markers reaching its hit points destroy it. A roll whose alien die is <= threat is a LOSS that kills the soldiers of that roll; its successes still count. Each enemy alive at the end deals 1 base damage, as the rule summary says.
         *
         *     The policy played: attack the enemies in the listed order. Each icon on the enemy card takes at most one living soldier who has that icon; every roll uses the assignment of living soldiers to the current target that rolls the most dice (ties: fewer soldiers, then soldiers listed first). After a loss the survivors are assigned again, to the same enemy if they can be, else to the next. An enemy no living soldier can be assigned to survives. `policy.maxRolls` counts the rolls against one enemy (then the next enemy is attacked); `policy.stopAtThreat` stops the phase.
         */
        post: operations["xcomBaseDefense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/base-defense/best": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Base defence, best play: which enemy, which soldiers, or stop, before every roll
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomBaseDefenseBestGet"];
        put?: never;
        /**
         * Base defence, best play: which enemy, which soldiers, or stop, before every roll
         * @description The body of POST /v1/xcom/base-defense (same fields, same checks), plus the objective, a price per soldier killed, and the state mid-phase (`threat`, `markers` on an enemy; the soldiers listed are those alive). The answer is the optimal play for the objective, with its whole answer (probabilities, expectations, distributions) under that play, and the endpoint's own play of the same body (`defaultPlay`, its `policy` included) beside it.
         *
         *     The decisions (the rule summary's phase 7, steps 1 and 4), before every roll: a living enemy and a non-empty team of living soldiers, at most one per skill icon of the enemy, each holding the icon it takes; or stop, when every enemy alive deals 1 base damage. The same enemy may be chosen again with another team. `policy` of the body applies to `defaultPlay` only: the best play chooses when to stop.
         *
         *     Computed by backward induction over the states (soldiers alive, markers per enemy, threat) in doubles; the chosen play is then followed in exact fractions (method "exact"), or walked by Monte Carlo (method "monte-carlo", seeded). Ties between moves: stopping first, then enemies in the listed order, then the team with the most dice, fewer soldiers, soldiers listed first. A state space beyond the exact bound answers 422.
         */
        post: operations["xcomBaseDefenseBest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/base-defense/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stopping rules for /v1/xcom/base-defense: the chance of destroying every enemy and of a loss, side by side
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomBaseDefensePoliciesGet"];
        put?: never;
        /**
         * Stopping rules for /v1/xcom/base-defense: the chance of destroying every enemy and of a loss, side by side
         * @description Asks /v1/xcom/base-defense once per stopping rule: the default (roll until done or lost); "stop before a roll once the threat exceeds T" for every T from threat - 1 (never roll) to the last threat a roll can start at; "stop after R rolls of a task" for every R up to the most a task can take. Each row gives the chance of destroying every enemy (`allDestroyed`) and of a loss (`anySoldierLost`); these trade off.
         *
         *     `undominated` marks the rules no other rule beats: none finishes at least as often and loses at most as often while being better on one count. Rows are exact by default (compared as fractions); a row too large for an exact answer is sampled instead, every such row on the same seed.
         */
        post: operations["xcomBaseDefensePolicies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/base-defense/units-needed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Units needed: the fewest soldiers that give a target chance of destroying every enemy in the base
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomBaseDefenseUnitsNeededGet"];
        put?: never;
        /**
         * Units needed: the fewest soldiers that give a target chance of destroying every enemy in the base
         * @description Asks /v1/xcom/base-defense with copies of `template` added to `soldiers` (from none when soldiers are given, else from one, up to 12 soldiers in all) under the given `policy`, and answers the fewest copies whose chance of destroying every enemy (`allDestroyed`) is at least `target` (null when none is), with the whole table and each count's chance of losing a soldier (`anySoldierLost`). Exact by default, compared as fractions.
         */
        post: operations["xcomBaseDefenseUnitsNeeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/budget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Budget audit: the shortfall and the panic it adds (no dice)
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomBudgetGet"];
        put?: never;
        /**
         * Budget audit: the shortfall and the panic it adds (no dice)
         * @description Phase 1 (Commander). Pay 1 for every soldier, interceptor, scientist and satellite on the board. A shortfall of X advances the continent with the highest panic by X; when it reaches the end of the panic track the rest advances the next highest. Ties are the player's choice: the service takes the one listed first and names the tie in `advances[].tiedWith`.
         */
        post: operations["xcomBudget"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/global-defense": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Global defence: odds of clearing the UFOs over each continent
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomGlobalDefenseGet"];
        put?: never;
        /**
         * Global defence: odds of clearing the UFOs over each continent
         * @description Phase 6 (Commander). For each continent in the listed order the threat goes back to `threat`; each roll throws one XCOM die per interceptor there and the alien d8; each success destroys one UFO over that continent (surplus wasted); a roll whose alien die is <= threat is a LOSS that sends the interceptors of that continent to the recruitment pool (its successes still count); threat rises by 1 after every roll. A continent without interceptors is not tested. `policy` applies to each continent on its own. Each continent then gains panic equal to its UFOs left.
         */
        post: operations["xcomGlobalDefense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/global-defense/best": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Global defence, best play: over each continent, roll again or stop
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomGlobalDefenseBestGet"];
        put?: never;
        /**
         * Global defence, best play: over each continent, roll again or stop
         * @description The body of POST /v1/xcom/global-defense (same fields, same checks), plus the objective and a price per interceptor sent to the pool. The answer is the optimal play, its whole answer under that play, and the endpoint's own play of the same body (`defaultPlay`, its `policy` included).
         *
         *     The decision (the rule summary's phase 6; each continent its own task, the threat reset to `threat` before each), before every roll over a continent: roll again or stop (go on to the next continent), knowing the UFOs destroyed there and the threat. An objective over all continents (`allCleared`, `panic`) is read whole: the decision over a continent knows how the continents before ended. Ties: stop. `policy` of the body applies to `defaultPlay` only.
         */
        post: operations["xcomGlobalDefenseBest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/global-defense/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stopping rules for /v1/xcom/global-defense: the chance of clearing every continent and of a loss, side by side
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomGlobalDefensePoliciesGet"];
        put?: never;
        /**
         * Stopping rules for /v1/xcom/global-defense: the chance of clearing every continent and of a loss, side by side
         * @description Asks /v1/xcom/global-defense once per stopping rule: the default (roll until done or lost); "stop before a roll once the threat exceeds T" for every T from threat - 1 (never roll) to the last threat a roll can start at; "stop after R rolls of a task" for every R up to the most a task can take. Each row gives the chance of clearing every continent (`allCleared`) and of a loss (`anyInterceptorsLost`); these trade off.
         *
         *     `undominated` marks the rules no other rule beats: none finishes at least as often and loses at most as often while being better on one count. Rows are exact by default (compared as fractions); a row too large for an exact answer is sampled instead, every such row on the same seed.
         */
        post: operations["xcomGlobalDefensePolicies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/global-defense/units-needed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Units needed: the fewest interceptors that give a target chance of clearing the UFOs over one continent
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomGlobalDefenseUnitsNeededGet"];
        put?: never;
        /**
         * Units needed: the fewest interceptors that give a target chance of clearing the UFOs over one continent
         * @description Asks /v1/xcom/global-defense for every count of interceptors 1..12 under the given `policy`, and answers the fewest whose chance of clearing the UFOs over one continent (`allCleared`) is at least `target` (null when none is), with the whole table and each count's chance of a loss. Exact by default, compared as fractions.
         */
        post: operations["xcomGlobalDefenseUnitsNeeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/mission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Missions: odds of completing a mission card, or every card of phase 9
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomMissionGet"];
        put?: never;
        /**
         * Missions: odds of completing a mission card, or every card of phase 9
         * @description Phase 9 (Squad Leader), which works like base defence. The soldiers are on the mission card, not on a task. The tasks (1..3) are attempted left to right, a task only once the one on its left is done. Each attempt sends a team from the soldiers still on the card: an enemy task takes one soldier per skill icon on the enemy, holding that icon (the base defence rule: the team with the most dice, ties to fewer soldiers, then to soldiers listed first); an objective task takes every soldier left (assumed), or `assign` of them. The team rolls one XCOM die per member, +1 per member whose special skill matches the task's special, +1 per elite member, and the alien d8. Successes are markers on the task: an enemy is done at `hp` markers, an objective at the first success. A roll whose alien die is <= threat is a LOSS that kills the team, but its successes still count and markers stay on the task; the soldiers left take the task up again at the carried threat.
         *
         *     The threat starts at `threat` and is never reset: not between tasks, not between mission cards. A mission fails when no team can be formed for its current task, or when `policy` stops a roll: `policy.maxRolls` counts the rolls on one task by every team that took it up (then that mission fails and the next card begins); `policy.stopAtThreat` stops the phase. Plain soldiers (a count) fill any icon, have no special skill and are not elite.
         *
         *     Give one card as `soldiers` and `tasks`, or the phase as `missions` (the cards in order, each with its own soldiers): the answer then lists each card's odds in `missions`. `distributions.threat` is the threat the phase ends at, to carry on.
         */
        post: operations["xcomMission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/mission/best": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Missions, best play: which soldiers try the current task, or stop, before every roll
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomMissionBestGet"];
        put?: never;
        /**
         * Missions, best play: which soldiers try the current task, or stop, before every roll
         * @description The body of POST /v1/xcom/mission (same fields, same checks), plus the objective, a price per soldier killed, and the state mid-phase (`threat`, `markers` on an enemy task; the soldiers listed are those on the card, the tasks those still to do). The answer is the optimal play for the objective, its whole answer under that play, and the endpoint's own play of the same body (`defaultPlay`, its `policy` included) beside it.
         *
         *     The decisions (the rule summary's phase 9), before every roll: the soldiers of the card who try its current task: for an objective, any non-empty set of those left (at most its `assign`), for an enemy, one per skill icon of the enemy, each holding that icon (at most its `soldiers`); a task's `bonusDice` add to every roll. Or abandon the card (when another follows: it fails, the next begins at the carried threat), or stop (the phase ends). `policy` of the body applies to `defaultPlay` only.
         *
         *     Computed by backward induction over the states (card, task, soldiers left, markers, threat, and how the cards before ended) in doubles; the chosen play is then followed in exact fractions (method "exact"), or walked by Monte Carlo (method "monte-carlo", seeded). Ties: stopping first, then the team with the most dice, fewer soldiers, soldiers listed first, abandoning last. A state space beyond the exact bound answers 422.
         */
        post: operations["xcomMissionBest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/mission/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stopping rules for /v1/xcom/mission: the chance of completing the mission and of a loss, side by side
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomMissionPoliciesGet"];
        put?: never;
        /**
         * Stopping rules for /v1/xcom/mission: the chance of completing the mission and of a loss, side by side
         * @description Asks /v1/xcom/mission once per stopping rule: the default (roll until done or lost); "stop before a roll once the threat exceeds T" for every T from threat - 1 (never roll) to the last threat a roll can start at; "stop after R rolls of a task" for every R up to the most a task can take. Each row gives the chance of completing the mission (`completed`) and of a loss (`anySoldierLost`); these trade off.
         *
         *     `undominated` marks the rules no other rule beats: none finishes at least as often and loses at most as often while being better on one count. Rows are exact by default (compared as fractions); a row too large for an exact answer is sampled instead, every such row on the same seed.
         */
        post: operations["xcomMissionPolicies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/mission/units-needed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Units needed: the fewest soldiers on the card that give a target chance of completing the mission
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomMissionUnitsNeededGet"];
        put?: never;
        /**
         * Units needed: the fewest soldiers on the card that give a target chance of completing the mission
         * @description Asks /v1/xcom/mission for every count of soldiers on the card 1..12 under the given `policy`, and answers the fewest whose chance of completing the mission (`completed`) is at least `target` (null when none is), with the whole table and each count's chance of a loss. Exact by default, compared as fractions.
         */
        post: operations["xcomMissionUnitsNeeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/orbital-defense": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orbital defence: odds of clearing orbit before a loss exhausts the satellites
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomOrbitalDefenseGet"];
        put?: never;
        /**
         * Orbital defence: odds of clearing orbit before a loss exhausts the satellites
         * @description Phase 5 (Central Officer). Each roll throws one XCOM die per satellite and the alien d8; each success destroys one UFO in orbit (surplus successes are wasted); a roll whose alien die is <= threat is a LOSS that exhausts every satellite, but its successes still count; threat rises by 1 after every roll. The player stops when orbit is clear, on a loss, or when `policy` says so. Each UFO left advances the lowest-panic continent by 1.
         */
        post: operations["xcomOrbitalDefense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/orbital-defense/best": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orbital defence, best play: roll again or stop, knowing the UFOs destroyed and the threat
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomOrbitalDefenseBestGet"];
        put?: never;
        /**
         * Orbital defence, best play: roll again or stop, knowing the UFOs destroyed and the threat
         * @description The body of POST /v1/xcom/orbital-defense (same fields, same checks: `ufos` are those still in orbit, `threat` the threat now), plus the objective and a price per satellite exhausted. The answer is the optimal play, its whole answer under that play, and the endpoint's own play of the same body (`defaultPlay`, its `policy` included).
         *
         *     The decision (the rule summary's phase 5), before every roll: roll again or stop, knowing the UFOs destroyed and the threat. Ties: stop. A loss exhausts every satellite: with `unitPrice` c it costs `satellites` x c. `policy` of the body applies to `defaultPlay` only.
         */
        post: operations["xcomOrbitalDefenseBest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/orbital-defense/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stopping rules for /v1/xcom/orbital-defense: the chance of clearing orbit and of a loss, side by side
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomOrbitalDefensePoliciesGet"];
        put?: never;
        /**
         * Stopping rules for /v1/xcom/orbital-defense: the chance of clearing orbit and of a loss, side by side
         * @description Asks /v1/xcom/orbital-defense once per stopping rule: the default (roll until done or lost); "stop before a roll once the threat exceeds T" for every T from threat - 1 (never roll) to the last threat a roll can start at; "stop after R rolls of a task" for every R up to the most a task can take. Each row gives the chance of clearing orbit (`cleared`) and of a loss (`exhausted`); these trade off.
         *
         *     `undominated` marks the rules no other rule beats: none finishes at least as often and loses at most as often while being better on one count. Rows are exact by default (compared as fractions); a row too large for an exact answer is sampled instead, every such row on the same seed.
         */
        post: operations["xcomOrbitalDefensePolicies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/orbital-defense/units-needed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Units needed: the fewest satellites that give a target chance of clearing orbit
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomOrbitalDefenseUnitsNeededGet"];
        put?: never;
        /**
         * Units needed: the fewest satellites that give a target chance of clearing orbit
         * @description Asks /v1/xcom/orbital-defense for every count of satellites 1..12 under the given `policy`, and answers the fewest whose chance of clearing orbit (`cleared`) is at least `target` (null when none is), with the whole table and each count's chance of a loss. Exact by default, compared as fractions.
         */
        post: operations["xcomOrbitalDefenseUnitsNeeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/research": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Research: odds of finishing a tech before a loss exhausts the scientists
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomResearchGet"];
        put?: never;
        /**
         * Research: odds of finishing a tech before a loss exhausts the scientists
         * @description Phase 4 (Chief Scientist), one research area. Each roll throws one XCOM die per scientist plus bonus dice and the alien d8; each success places a marker (at most cost - progress); a roll whose alien die is <= threat is a LOSS that exhausts every scientist of the area, but its successes still count; threat rises by 1 after every roll. The player stops when the tech is researched, on a loss, or when `policy` says so.
         */
        post: operations["xcomResearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/research/best": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Research, best play: roll again or stop, knowing the markers and the threat
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomResearchBestGet"];
        put?: never;
        /**
         * Research, best play: roll again or stop, knowing the markers and the threat
         * @description The body of POST /v1/xcom/research (same fields, same checks: `progress` is the markers already on the tech, `threat` the threat now), plus the objective and a price per scientist exhausted. The answer is the optimal play, its whole answer under that play, and the endpoint's own play of the same body (`defaultPlay`, its `policy` included).
         *
         *     The decision (the rule summary's phase 4, step 5), before every roll: roll again or stop, knowing the markers placed and the threat. Ties: stop. A loss exhausts every scientist of the area: with `unitPrice` c it costs `scientists` x c. `policy` of the body applies to `defaultPlay` only.
         */
        post: operations["xcomResearchBest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/research/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stopping rules for /v1/xcom/research: the chance of finishing the tech and of a loss, side by side
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomResearchPoliciesGet"];
        put?: never;
        /**
         * Stopping rules for /v1/xcom/research: the chance of finishing the tech and of a loss, side by side
         * @description Asks /v1/xcom/research once per stopping rule: the default (roll until done or lost); "stop before a roll once the threat exceeds T" for every T from threat - 1 (never roll) to the last threat a roll can start at; "stop after R rolls of a task" for every R up to the most a task can take. Each row gives the chance of finishing the tech (`completed`) and of a loss (`exhausted`); these trade off.
         *
         *     `undominated` marks the rules no other rule beats: none finishes at least as often and loses at most as often while being better on one count. Rows are exact by default (compared as fractions); a row too large for an exact answer is sampled instead, every such row on the same seed.
         */
        post: operations["xcomResearchPolicies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/research/units-needed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Units needed: the fewest scientists that give a target chance of researching the tech
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomResearchUnitsNeededGet"];
        put?: never;
        /**
         * Units needed: the fewest scientists that give a target chance of researching the tech
         * @description Asks /v1/xcom/research for every count of scientists 1..12 under the given `policy`, and answers the fewest whose chance of researching the tech (`completed`) is at least `target` (null when none is), with the whole table and each count's chance of a loss. Exact by default, compared as fractions.
         */
        post: operations["xcomResearchUnitsNeeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/round": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole resolution phase: panic at the end of the track, the base, research, missions
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomRoundGet"];
        put?: never;
        /**
         * The whole resolution phase: panic at the end of the track, the base, research, missions
         * @description A board at the start of the resolution phase, played through phases 1 to 9 in order, each by the same code as its own endpoint: 1 budget audit (`/v1/xcom/budget`), 4 research (`/v1/xcom/research`, area by area), 5 orbital defence (`/v1/xcom/orbital-defense`), 6 global defence (`/v1/xcom/global-defense`), 7 base defence (`/v1/xcom/base-defense`), 9 missions (`/v1/xcom/mission`, the threat carried between cards). Every task phase starts at threat 1; `policy` holds each phase's stopping rule (default: roll until done or lost).
         *
         *     Phases without dice: phase 2 (recruit and build) recruits nothing (units recruited now reach the unit cards for the next round and roll no die in this one; `budget.moneyLeft` is what is left to spend); phase 3 (crisis cards) is not modelled; phase 8 (is the base destroyed?) is answered as `redSpaceReached`, the chance that the base's damage (`base.damage` already taken plus one per enemy left alive) reaches `base.redSpace`.
         *
         *     Panic: phase 1's shortfall advances the highest-panic continent, spilling to the next highest when it reaches the end of the track (without `money` the upkeep is taken as paid); phase 5's UFOs left in orbit all advance the lowest-panic continent, spilling to the next lowest when it reaches the end (assumed, as the deficit spills); phase 6's UFOs left advance their own continent. Panic never passes `panicTrackEnd`. Ties for the highest or the lowest panic are the player's choice: the continent first in `tieBreak` (default: the order of `continents`) takes it.
         *
         *     The phases share no units and each resets the threat, so they are independent except through panic: `method: "exact"` composes the phases' own exact answers (each continent's panic a mixture over the UFOs left in orbit; the number of continents at the end a mixture of convolutions). Mission failures change no panic here (their penalties are printed on the cards).
         */
        post: operations["xcomRound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/round/advice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * At the table: the best move now, its chance, and the default play
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomRoundAdviceGet"];
        put?: never;
        /**
         * At the table: the best move now, its chance, and the default play
         * @description A state of the resolution phase in play (the board as `POST /v1/xcom/round` takes it, and `at`, where play stands), settled at the next decision: the best move now, the exact value of the best play from here and the default play's, the moves open, where play stands and the round so far. Each phase's objective is its `/best` endpoint's default, overridable in `objectives`; the advice is that endpoint's answer for `advice.question` (docs/rules.md, "XCOM: the table's step").
         */
        post: operations["xcomRoundAdvice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/round/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where to put my units: the best placements of the timed phase
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomRoundPlansGet"];
        put?: never;
        /**
         * Where to put my units: the best placements of the timed phase
         * @description The timed phase's planner. The body is a board as `/v1/xcom/round` reads it (its units stay where they are) and a `pool` of units to place: interceptors over any continent, satellites in orbit, scientists on the research areas listed, soldiers in the base or on a mission card listed; any of them may also stay off the board, where it costs no upkeep (every unit placed costs 1 in phase 1, and a shortfall advances the highest-panic continent).
         *
         *     Answers the `top` best plans for `objective` (default: the lowest chance that a continent reaches the end of the panic track), each played exactly as `/v1/xcom/round` plays it with `method: "exact"`, and the player's own plan (the pool off the board) with its rank and its difference from the best. Ties: the `secondObjective`, then fewer units placed, then the placement read as numbers (interceptors per continent as listed, satellites, scientists per area, each pool soldier's place: off, base, cards in order), smallest first. A plan that only adds units to a plan ranked above it for no gain is left out (`includePadded` asks for it back; `paddedLeftOut` counts them).
         *
         *     The search uses the round's structure: the panic phases (1, 5, 6), research (4) and the soldiers (7, 9) share no dice, and meet only through the number of units placed (phase 1's shortfall), so each part is valued on its own, the plans are combined from each part's best few options per count of units, ranked in doubles, and the leading ones confirmed as fractions.
         *
         *     Where exact is out of reach (the search stops at the exact-state bound: a base defence or a mission card too large), with `play` "default" and a probability of the soldiers (`redSpaceReached`, `allMissionsCompleted`) as `objective`, the leading plans are ranked by paired Monte Carlo instead, as `/v1/compare` pairs plans: every way of placing the pool soldiers screened on the stream of `seed` + 1, the leading `top` + 5 and the player's own plan run on the same draws (`trials` each, stream `seed`), each value with its interval and its paired difference from the best; `method` is then "monte-carlo" and `exactRanking` false. Any other search beyond the bound, or too large for the time limit, answers 422 naming the count of plans.
         */
        post: operations["xcomRoundPlans"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/xcom/round/step": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * At the table: a move and its dice -> the next state, what changed, and the advice
         * @description The question of the POST on this path, asked by a link: the body's fields as query parameters (lists and objects only in `q`), or `q`, the JSON body in base64url. It answers as the POST does, byte for byte; `?format=svg` answers the chart, for an `<img src=...>`.
         */
        get: operations["xcomRoundStepGet"];
        put?: never;
        /**
         * At the table: a move and its dice -> the next state, what changed, and the advice
         * @description A state (as `/advice` takes it), a move and, for a roll, its dice (the successes, the alien die): the next state by the rule the kernels play, settled at the next decision with the bookkeeping of every task and phase ended on the way, what changed (`events`, `changes`), and the next advice as `/advice` answers it. A move not open now, or impossible dice, is a 400 naming the field.
         */
        post: operations["xcomRoundStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AslLocationCheckAnswer: {
            confidence: components["schemas"]["ConfidenceUsed"];
            distributions: {
                /** @description MCs and TCs taken, leader-loss checks included. */
                checks: components["schemas"]["Distribution"];
                /** @description Units broken afterwards. */
                unitsBroken: components["schemas"]["Distribution"];
                /** @description Units eliminated. */
                unitsEliminated: components["schemas"]["Distribution"];
            };
            elapsedMs: components["schemas"]["ElapsedMs"];
            engine: components["schemas"]["Engine"];
            expectations: {
                /** @description MCs and TCs taken, leader-loss checks included. */
                checks: components["schemas"]["Expectation"];
                /** @description Units broken afterwards. */
                unitsBroken: components["schemas"]["Expectation"];
                /** @description Units eliminated. */
                unitsEliminated: components["schemas"]["Expectation"];
            };
            links?: components["schemas"]["Links"];
            method: components["schemas"]["MethodUsed"];
            probabilities: {
                /** @description Afterwards every unit is still there and unbroken (pinned ones count: they are in good order). */
                allGoodOrder: components["schemas"]["Probability"];
                /** @description Afterwards at least one unit of the location is broken. */
                anyBroken: components["schemas"]["Probability"];
                /** @description Some unit other than a hero or a crew (A15.1 exempts them) rolled an Original 2 on an MC (the MC or an LLMC; not on an LLTC, a TC): a Heat of Battle DR follows (A15.1; its table is not simulated). */
                heatOfBattle: components["schemas"]["Probability"];
                /** @description An unbroken leader broke: an LLTC followed. */
                leaderBroke: components["schemas"]["Probability"];
                /** @description A leader was eliminated (by the wound severity d6: 5-6, or 4-6 when already wounded, A17.11; or by an Original 12 while broken, A10.31): an LLMC followed. */
                leaderLost: components["schemas"]["Probability"];
            };
            seed: components["schemas"]["SeedUsed"];
            trials: components["schemas"]["TrialsRun"];
            /** @description Per unit, in the order given: the distribution of its final status. */
            units: {
                /** @description Fanatic in this check: its own, or spread from a Fanatic MMC of the location to a leader or hero (A10.8). */
                fanatic: boolean;
                id: string;
                /** @enum {string} */
                kind: "squad" | "half-squad" | "crew" | "leader" | "hero";
                /** @description Distribution of the final status; the first that holds of: eliminated, reduced (to a broken half-squad), wounded (broken unless a hero), broken, pinned, good-order. */
                status: {
                    /** @description Wilson score interval at `confidence`; [p, p] when exact. */
                    ci: number[];
                    /** @description The exact probability (method "exact" only). */
                    fraction?: string;
                    /** @description Its probability. */
                    p: number;
                    /**
                     * @description The final status.
                     * @enum {string}
                     */
                    status: "good-order" | "pinned" | "broken" | "reduced" | "wounded" | "eliminated";
                }[];
            }[];
        };
        AslLocationCheckRequestInput: {
            confidence?: components["schemas"]["ConfidenceInput"];
            /**
             * @description Other DRMs of every check (the MC and the leader-loss checks), summed (-10..10).
             * @default 0
             */
            drm?: number;
            method?: components["schemas"]["MethodInput"];
            /**
             * @description The # of the MC every unit takes (0 = NMC).
             * @default 0
             */
            modifier?: number;
            precision?: components["schemas"]["PrecisionInput"];
            seed?: components["schemas"]["SeedInput"];
            trials?: components["schemas"]["TrialsInput"];
            /** @description The units in the location (1..10), all of one side; the order given breaks ties in the order of checks. */
            units: components["schemas"]["AslLocationUnitInput"][];
        };
        /** @description One unit of the location. */
        AslLocationUnitInput: {
            /**
             * @description Broken before the MC (it checks on its broken-side ML; failing Casualty Reduces it).
             * @default false
             */
            broken?: boolean;
            /** @description Broken-side ML (1..10), used once the unit is broken. Assumed equal to `morale` when absent. */
            brokenMorale?: number;
            /**
             * @description Fanatic: ML +1 on either side, never above 10 (A10.8). A Fanatic squad, half-squad or crew makes every leader and hero of the location Fanatic too (A10.8).
             * @default false
             */
            fanatic?: boolean;
            /** @description A name for the unit, unique in the location (echoed in the answer). */
            id: string;
            /**
             * @description "squad", "half-squad", "crew", "leader" or "hero".
             * @default squad
             * @enum {string}
             */
            kind?: "squad" | "half-squad" | "crew" | "leader" | "hero";
            /** @description A leader's printed leadership modifier (-3..+1; a 9-2 leader: -2). Leaders only; default 0. */
            leadership?: number;
            /** @description Good-order ML (1..10): the printed Morale Level, before Fanatic (+1) and wound (-1); the result never exceeds 10 (A.18). */
            morale: number;
            wounded?: components["schemas"]["AslWoundedInput"];
        };
        AslMoraleCheckAnswer: {
            confidence: components["schemas"]["ConfidenceUsed"];
            distributions: Record<string, never>;
            elapsedMs: components["schemas"]["ElapsedMs"];
            engine: components["schemas"]["Engine"];
            expectations: Record<string, never>;
            links?: components["schemas"]["Links"];
            method: components["schemas"]["MethodUsed"];
            probabilities: {
                /** @description The unit ends the check on the board and broken (broken by it, or broken before and still there). A Casualty Reduced good-order unit is also broken (A10.31), a hero never. */
                broken: components["schemas"]["Probability"];
                /** @description Casualty Reduction: squad -> half-squad; half-squad or crew eliminated; leader or hero wounded, or eliminated by the wound severity d6 (A17.11). For a hero, only an Original 12 (A10.31); his plain failure is a wound, counted in `wounded` or `eliminated` (a wounded hero who fails is eliminated, A17.1). */
                casualtyReduced: components["schemas"]["Probability"];
                /** @description The unit is gone: Original 12 on a broken unit (A10.31), a Casualty Reduction of a half-squad or crew, a wound severity d6 of 5-6 (4-6 when already wounded, A17.11), or a failed MC of a wounded hero (A17.1, A15.2). */
                eliminated: components["schemas"]["Probability"];
                /** @description Not passed (an MC failed, an Original 12, or a TC failed). */
                failed: components["schemas"]["Probability"];
                /** @description An Original 2 on an MC: a Heat of Battle DR follows (A15.1; its table is not simulated). Never for a hero or a crew, whom A15.1 exempts. */
                heatOfBattle: components["schemas"]["Probability"];
                /** @description Final DR <= ML and, for an MC, not an Original 12. */
                passed: components["schemas"]["Probability"];
                /** @description An MC passed with final DR equal to ML (A7.8); also `passed`. Never a hero (A15.2). */
                pinned: components["schemas"]["Probability"];
                /** @description A leader or hero wounded by this check (a first wound, or another on a wounded man) and alive after the wound severity d6 (A17.11). */
                wounded: components["schemas"]["Probability"];
            };
            seed: components["schemas"]["SeedUsed"];
            trials: components["schemas"]["TrialsRun"];
        };
        AslMoraleCheckRequestInput: {
            /**
             * @description The unit is broken: a failed MC Casualty Reduces it, an Original 12 eliminates it (A10.3, A10.31).
             * @default false
             */
            broken?: boolean;
            /**
             * @description "MC" (morale check) or "TC" (task check: same roll; failing it has only the task's effect, no pin, no break).
             * @default MC
             * @enum {string}
             */
            check?: "MC" | "TC";
            confidence?: components["schemas"]["ConfidenceInput"];
            /**
             * @description Other DRMs of the DR, summed (-10..10; positive is worse).
             * @default 0
             */
            drm?: number;
            /**
             * @description Fanatic: ML +1 on either side, never above 10 (A10.8).
             * @default false
             */
            fanatic?: boolean;
            /**
             * @description Leadership DRM of the best unbroken leader present (A10.21; a leader only uses that of a leader of higher ML, A10.22). 0 when none; -3..+2.
             * @default 0
             */
            leadership?: number;
            method?: components["schemas"]["MethodInput"];
            /**
             * @description The # of a #MC, added to the DR (0 = NMC).
             * @default 0
             */
            modifier?: number;
            /** @description ML of the side the unit is on (its broken-side ML when `broken`) (1..10): the printed Morale Level, before Fanatic (+1) and wound (-1); the result never exceeds 10 (A.18). */
            morale: number;
            precision?: components["schemas"]["PrecisionInput"];
            seed?: components["schemas"]["SeedInput"];
            trials?: components["schemas"]["TrialsInput"];
            unit?: components["schemas"]["AslUnitInput"];
            wounded?: components["schemas"]["AslWoundedInput"];
        };
        AslRallyAnswer: {
            confidence: components["schemas"]["ConfidenceUsed"];
            distributions: {
                /** @description Rally attempts made. */
                attempts: components["schemas"]["Distribution"];
                /** @description The phase in which the unit rallied; 0: not rallied within `phases`. */
                rallyPhase: components["schemas"]["Distribution"];
            };
            elapsedMs: components["schemas"]["ElapsedMs"];
            engine: components["schemas"]["Engine"];
            expectations: {
                /** @description Rally attempts made (one per phase, until rallied or eliminated). */
                attempts: components["schemas"]["Expectation"];
            };
            links?: components["schemas"]["Links"];
            method: components["schemas"]["MethodUsed"];
            probabilities: {
                /** @description Fate (Original 12, A10.64) Casualty Reduced the unit at least once. */
                casualtyReduced: components["schemas"]["Probability"];
                /** @description The unit is gone: Fate reduced a half-squad or crew, or its wound severity d6 eliminated a leader (5-6; 4-6 when already wounded, A17.11). */
                eliminated: components["schemas"]["Probability"];
                /** @description An Original 2 on a rally that is not a self-rally, on some attempt: a Heat of Battle DR follows (A15.1). Never for a crew, whom A15.1 exempts. */
                heatOfBattle: components["schemas"]["Probability"];
                /** @description Field promotion (A18.11): an Original 2 on a squad's or half-squad's self-rally (read as the first-MMC self-rally of the phase) rallies it whatever the DRM (Desperation included) and earns a Leader Creation roll (field promotion; that table is not played). Part of `rallied`. A crew self-rallies in its own right (A10.6) and earns no such roll. */
                leaderCreation: components["schemas"]["Probability"];
                /** @description Rallied within `phases` rally phases (final DR <= broken-side ML, A10.6; or field promotion, A18.11). */
                rallied: components["schemas"]["Probability"];
            };
            seed: components["schemas"]["SeedUsed"];
            trials: components["schemas"]["TrialsRun"];
        };
        AslRallyOptionsAnswer: {
            /** @description Index in `options` of the option most likely to have rallied the unit within `phases` (the first on a tie). */
            best: number;
            confidence: components["schemas"]["ConfidenceUsed"];
            distributions: Record<string, never>;
            elapsedMs: components["schemas"]["ElapsedMs"];
            engine: components["schemas"]["Engine"];
            expectations: Record<string, never>;
            links?: components["schemas"]["Links"];
            method: components["schemas"]["MethodUsed"];
            /** @description One entry per option: the leaders in the order given, then the self-rally. */
            options: {
                /** @description Attempts made; the phase of the rally (0: not rallied). */
                distributions: {
                    attempts: components["schemas"]["Distribution"];
                    rallyPhase: components["schemas"]["Distribution"];
                };
                /** @description Rally attempts made. */
                expectations: {
                    attempts: components["schemas"]["Expectation"];
                };
                /** @description The leader's id (leader options). */
                id?: string;
                /** @description The leader's modifier (leader options). */
                leadership?: number;
                /**
                 * @description Who rallies the unit.
                 * @enum {string}
                 */
                option: "leader" | "self-rally";
                /** @description As for POST /v1/asl/rally: `rallied` within `phases`, Fate's `casualtyReduced` and `eliminated`, `heatOfBattle`, `leaderCreation` (field promotion, part of `rallied`). */
                probabilities: {
                    casualtyReduced: components["schemas"]["Probability"];
                    eliminated: components["schemas"]["Probability"];
                    heatOfBattle: components["schemas"]["Probability"];
                    leaderCreation: components["schemas"]["Probability"];
                    rallied: components["schemas"]["Probability"];
                };
            }[];
            probabilities: Record<string, never>;
            seed: components["schemas"]["SeedUsed"];
            trials: components["schemas"]["TrialsRun"];
        };
        AslRallyOptionsRequestInput: {
            /** @description Broken-side ML of the unit (1..10): the printed Morale Level, before Fanatic (+1) and wound (-1); the result never exceeds 10 (A.18). */
            brokenMorale: number;
            confidence?: components["schemas"]["ConfidenceInput"];
            /**
             * @description Desperation Morale (A10.62): +4 to the rally DR.
             * @default false
             */
            desperation?: boolean;
            /**
             * @description Other DRMs of the DR, summed (-10..10; positive is worse).
             * @default 0
             */
            drm?: number;
            /**
             * @description Fanatic: ML +1 on either side, never above 10 (A10.8).
             * @default false
             */
            fanatic?: boolean;
            /**
             * @description The good-order leaders present (0..6): each is one option.
             * @default []
             */
            leaders?: {
                /** @description A name for the leader (echoed in the answer). */
                id: string;
                /** @description His leadership modifier as it applies to the rally (-3..+2). */
                leadership: number;
            }[];
            method?: components["schemas"]["MethodInput"];
            /**
             * @description Rally phases in a row (1..20): each option's chance of having rallied within that many.
             * @default 3
             */
            phases?: number;
            precision?: components["schemas"]["PrecisionInput"];
            seed?: components["schemas"]["SeedInput"];
            /**
             * @description Also list the self-rally (A10.63, A18.11: +1, no leader) as an option.
             * @default true
             */
            selfRally?: boolean;
            /**
             * @description Where the unit rallies: "open", or rally terrain at -1 (A10.61): "woods", "building", "pillbox", "entrenchment".
             * @default open
             * @enum {string}
             */
            terrain?: "open" | "woods" | "building" | "pillbox" | "entrenchment";
            trials?: components["schemas"]["TrialsInput"];
            unit?: components["schemas"]["AslUnitInput"];
            wounded?: components["schemas"]["AslWoundedInput"];
        };
        AslRallyRequestInput: {
            /** @description Broken-side ML of the unit (1..10): the printed Morale Level, before Fanatic (+1) and wound (-1); the result never exceeds 10 (A.18). */
            brokenMorale: number;
            confidence?: components["schemas"]["ConfidenceInput"];
            /**
             * @description Desperation Morale (A10.62): +4 to the rally DR.
             * @default false
             */
            desperation?: boolean;
            /**
             * @description Other DRMs of the DR, summed (-10..10; positive is worse).
             * @default 0
             */
            drm?: number;
            /**
             * @description Fanatic: ML +1 on either side, never above 10 (A10.8).
             * @default false
             */
            fanatic?: boolean;
            /** @description Modifier of the good-order leader in the location who rallies the unit (A10.6; -3..+2). Give this or `selfRally`, not both. */
            leadership?: number;
            method?: components["schemas"]["MethodInput"];
            /**
             * @description Rally phases in a row (1..20): the answer is the chance of having rallied within that many, Fate's reductions carried from phase to phase.
             * @default 1
             */
            phases?: number;
            precision?: components["schemas"]["PrecisionInput"];
            seed?: components["schemas"]["SeedInput"];
            /**
             * @description Self-rally (A10.63, A10.71, A18.11): +1 DRM, no leader modifier (a leader never applies his own to himself). An MMC's self-rally is read as the first-MMC self-rally of its phase (A18.11): its Original 2 rallies it whatever the DRM and earns a Leader Creation roll (field promotion; that table is not played). Give this or `leadership`, not both.
             * @default false
             */
            selfRally?: boolean;
            /**
             * @description Where the unit rallies: "open", or rally terrain at -1 (A10.61): "woods", "building", "pillbox", "entrenchment".
             * @default open
             * @enum {string}
             */
            terrain?: "open" | "woods" | "building" | "pillbox" | "entrenchment";
            trials?: components["schemas"]["TrialsInput"];
            unit?: components["schemas"]["AslUnitInput"];
            wounded?: components["schemas"]["AslWoundedInput"];
        };
        AslRoutAnswer: {
            confidence: components["schemas"]["ConfidenceUsed"];
            distributions: {
                /** @description Interdictions the unit came through and routed on from. */
                interdictionsCleared: components["schemas"]["Distribution"];
            };
            elapsedMs: components["schemas"]["ElapsedMs"];
            engine: components["schemas"]["Engine"];
            expectations: {
                /** @description Interdictions the unit came through and routed on from. */
                interdictionsCleared: components["schemas"]["Expectation"];
            };
            links?: components["schemas"]["Links"];
            method: components["schemas"]["MethodUsed"];
            probabilities: {
                /** @description Eliminated: Original 12 (A10.31), a Casualty Reduction that eliminates (a wound severity d6 of 5-6, 4-6 when already wounded, for a leader: A17.11), or a pin next to the enemy. */
                eliminated: components["schemas"]["Probability"];
                /** @description An Original 2 on one of its MCs (Interdiction NMC or LLMC): a Heat of Battle DR follows (A15.1; its table is not simulated). Never for a crew, whom A15.1 exempts. */
                heatOfBattle: components["schemas"]["Probability"];
                /** @description With `leader`: the unit failed an MC while he routed with it, so he was eliminated (A10.711). */
                leaderEliminated?: components["schemas"]["Probability"];
                /** @description Pinned by an MC passed on equality (A7.8): its rout ends there (also `eliminated` when `pinnedAdjacentToEnemy`). */
                pinned: components["schemas"]["Probability"];
                /** @description Casualty Reduced on the way and still on the board (a squad now a half-squad, a wounded leader). */
                reduced: components["schemas"]["Probability"];
                /** @description Came through every interdiction and reached the end of its rout, reduced or not. */
                routed: components["schemas"]["Probability"];
            };
            seed: components["schemas"]["SeedUsed"];
            trials: components["schemas"]["TrialsRun"];
        };
        AslRoutRequestInput: {
            /** @description Broken-side ML of the routing unit (1..10): the printed Morale Level, before Fanatic (+1) and wound (-1); the result never exceeds 10 (A.18). */
            brokenMorale: number;
            confidence?: components["schemas"]["ConfidenceInput"];
            /**
             * @description Other DRMs of every MC the unit takes on its rout (its Interdiction NMCs, and an LLMC when a leader routing with it is lost), summed (-10..10).
             * @default 0
             */
            drm?: number;
            /**
             * @description Fanatic: ML +1 on either side, never above 10 (A10.8).
             * @default false
             */
            fanatic?: boolean;
            /** @description Interdicted Open Ground locations the rout path enters without Low Crawl (0..20): each costs an Interdiction NMC (A10.53). */
            interdictions: number;
            /** @description A good-order leader (not berserk, not pinned) routing with the unit (Voluntary Rout, A10.711). He takes no Interdiction NMC himself but is eliminated at once when the unit fails one (final DR above its ML, or an Original 12); his loss makes the unit, if still there and of lower ML than his, take an LLMC at once (an NMC modified by his leadership modifier, a negative one made positive and a positive one kept: an 8-1 or a 6+1 lost gives a 1MC, A10.2), which can Casualty Reduce or pin it like an Interdiction NMC. Answers `leaderEliminated`. */
            leader?: {
                /**
                 * @description Fanatic: ML +1 (A10.8). He is Fanatic anyway when the routing unit is a Fanatic MMC (A10.8: a Fanatic MMC makes a stacked SMC Fanatic).
                 * @default false
                 */
                fanatic?: boolean;
                /**
                 * @description A leader's printed leadership modifier (-3..+1; a 9-2 leader: -2).
                 * @default 0
                 */
                leadership?: number;
                /**
                 * @description Reading (default true): his modifier applies to the unit's Interdiction NMCs while he is with it, as that of the one unbroken leader in its location (A10.21, A10.72; a routing broken leader takes it only from a leader of higher ML, A10.22). false: it does not.
                 * @default true
                 */
                modifiesInterdiction?: boolean;
                /** @description His printed good-order ML (1..10): the printed Morale Level, before Fanatic (+1) and wound (-1); the result never exceeds 10 (A.18). */
                morale: number;
                /**
                 * @description A wounded leader: ML -1, modifier 1 worse (A17.3).
                 * @default false
                 */
                wounded?: boolean;
            };
            method?: components["schemas"]["MethodInput"];
            /**
             * @description Whether a pin on the path would leave the unit adjacent to a known, armed, unbroken enemy: the pinned unit is then eliminated (A10.53).
             * @default false
             */
            pinnedAdjacentToEnemy?: boolean;
            precision?: components["schemas"]["PrecisionInput"];
            seed?: components["schemas"]["SeedInput"];
            trials?: components["schemas"]["TrialsInput"];
            unit?: components["schemas"]["AslUnitInput"];
            wounded?: components["schemas"]["AslWoundedInput"];
        };
        /**
         * @description The unit: "squad", "half-squad", "crew", "leader" or "hero". Casualty Reduction depends on it: squad -> half-squad, half-squad or crew -> eliminated, leader or hero -> a wound, followed at once by a wound severity d6 (A17.11): 1-4 wounded, 5-6 eliminated; +1 for a man already wounded (4-6 eliminates). A hero is never broken nor pinned: a failed MC wounds him (A15.2).
         * @default squad
         * @enum {string}
         */
        AslUnitInput: "squad" | "half-squad" | "crew" | "leader" | "hero";
        /**
         * @description A wounded leader or hero: ML -1, a leader's modifier 1 worse (A17.3); a further wound's severity d6 gets +1, so 4-6 eliminates him (A17.11). Wounds do not add up: one who survives another stays at ML -1.
         * @default false
         */
        AslWoundedInput: boolean;
        BaseDefenseAnswer: {
            confidence: components["schemas"]["ConfidenceUsed"];
            distributions: {
                /** @description Base damage. */
                baseDamage: components["schemas"]["Distribution"];
                /** @description Rolls made. */
                rolls: components["schemas"]["Distribution"];
                /** @description Soldiers killed. */
                soldiersLost: components["schemas"]["Distribution"];
            };
            elapsedMs: components["schemas"]["ElapsedMs"];
            engine: components["schemas"]["Engine"];
            expectations: {
                /** @description Base damage: 1 per enemy still alive at the end. */
                baseDamage: components["schemas"]["Expectation"];
                /** @description Rolls made. */
                rolls: components["schemas"]["Expectation"];
                /** @description Soldiers killed (sent to the recruitment pool). */
                soldiersLost: components["schemas"]["Expectation"];
            };
            links?: components["schemas"]["Links"];
            method: components["schemas"]["MethodUsed"];
            probabilities: {
                /** @description Every enemy in the base is destroyed. */
                allDestroyed: components["schemas"]["Probability"];
                /** @description A loss killed at least one soldier. */
                anySoldierLost: components["schemas"]["Probability"];
            };
            seed: components["schemas"]["SeedUsed"];
            trials: components["schemas"]["TrialsRun"];
        };
        BaseDefenseBestAnswer: {
            /** @description The value of the best play (exact with method "exact"). */
            best: components["schemas"]["BestPlayValue"];
            confidence: components["schemas"]["ConfidenceUsed"];
            /** @description The same value for the endpoint's own play of the same body (its `policy` included). */
            defaultPlay: components["schemas"]["BestPlayValue"];
            distributions: {
                /** @description Base damage. */
                baseDamage: components["schemas"]["Distribution"];
                /** @description Rolls made. */
                rolls: components["schemas"]["Distribution"];
                /** @description Soldiers killed. */
                soldiersLost: components["schemas"]["Distribution"];
            };
            elapsedMs: components["schemas"]["ElapsedMs"];
            engine: components["schemas"]["Engine"];
            expectations: {
                /** @description Base damage: 1 per enemy still alive at the end (best play). */
                baseDamage: components["schemas"]["Expectation"];
                /** @description Rolls made (best play). */
                rolls: components["schemas"]["Expectation"];
                /** @description Soldiers killed (best play). */
                soldiersLost: components["schemas"]["Expectation"];
            };
            /** @description What to do now, under the best play. */
            firstMove: components["schemas"]["BaseDefenseFirstMove"];
            /** @description best - defaultPlay. */
            gain: components["schemas"]["BestPlayValue"];
            method: components["schemas"]["MethodUsed"];
            /** @description The objective played for, as read from the request. */
            objective: {
                /** @enum {string} */
                direction: "max" | "min";
                name: string;
                unitPrice: number | string;
            };
            policy: components["schemas"]["BestPlayPolicy"];
            probabilities: {
                /** @description Every enemy in the base is destroyed (best play). */
                allDestroyed: components["schemas"]["Probability"];
                /** @description A loss killed at least one soldier (best play). */
                anySoldierLost: components["schemas"]["Probability"];
            };
            seed: components["schemas"]["SeedUsed"];
            trials: components["schemas"]["TrialsRun"];
        };
        BaseDefenseBestEnemyInput: {
            /** @description Hit points: markers needed to destroy it. */
            hp: number;
            /**
             * @description Markers already on the enemy (below its hit points) (mid-phase: below what it needs). Default 0.
             * @default 0
             */
            markers?: number;
            /** @description Name of the enemy card. */
            name: string;
            /** @description Skill icons on the card, one entry per icon: each takes at most one soldier with that icon. */
            skills: components["schemas"]["SkillIconInput"][];
            /** @description The enemy's special (gold) skill icon. */
            special?: components["schemas"]["SkillIconInput"];
        };
        BaseDefenseBestRequestInput: {
            confidence?: components["schemas"]["ConfidenceInput"];
            die?: components["schemas"]["XcomDieInput"];
            /** @description Enemies in the base (1..8), with the markers already on each. */
            enemies: components["schemas"]["BaseDefenseBestEnemyInput"][];
            method?: components["schemas"]["MethodInput"];
            /**
             * @description The player's objective (default: `allDestroyed`, maximised). The value played for is E[objective] - unitPrice x E[units lost] when maximising, E[objective] + unitPrice x E[units lost] when minimising.
             * @default {
             *       "name": "allDestroyed",
             *       "direction": "max"
             *     }
             */
            objective?: {
                /**
                 * @description "max" (default): as large as can be; "min": as small as can be.
                 * @default max
                 * @enum {string}
                 */
                direction?: "max" | "min";
                /**
                 * @description What the best play is best at: one of the answer's probabilities (`allDestroyed`, `anySoldierLost`: its chance) or expectations (`baseDamage`, `soldiersLost`, `rolls`: its mean). Default `allDestroyed`.
                 * @default allDestroyed
                 * @enum {string}
                 */
                name?: "allDestroyed" | "anySoldierLost" | "baseDamage" | "soldiersLost" | "rolls";
            };
            policy?: components["schemas"]["StopPolicyInput"];
            /**
             * @description Most policy rows the answer lists (0..1000, default 100).
             * @default 100
             */
            policyRows?: number;
            precision?: components["schemas"]["PrecisionInput"];
            seed?: components["schemas"]["SeedInput"];
            /** @description Soldiers in the base defence area (1..12). */
            soldiers: components["schemas"]["BaseDefenseSoldierInput"][];
            threat?: components["schemas"]["ThreatInput"];
            threatCap?: components["schemas"]["ThreatCapInput"];
            trials?: components["schemas"]["TrialsInput"];
            /**
             * @description What one unit lost (a soldier killed, `soldiersLost`) is worth in the objective's units (>= 0, default 0): a number, read as the decimal written (0.1 is 1/10), or an exact fraction such as "1/6". Units lost now are missing next round.
             * @default 0
             */
            unitPrice?: number | string;
        };
        BaseDefenseEnemyInput: {
            /** @description Hit points: markers needed to destroy it. */
            hp: number;
            /** @description Name of the enemy card. */
            name: string;
            /** @description Skill icons on the card, one entry per icon: each takes at most one soldier with that icon. */
            skills: components["schemas"]["SkillIconInput"][];
            /** @description The enemy's special (gold) skill icon. */
            special?: components["schemas"]["SkillIconInput"];
        };
        BaseDefenseFirstMove: {
            /** @description The enemy to attack now. */
            enemy?: string;
            /** @description The soldiers to send against it (unnamed soldiers: "soldier 1", ...). */
            soldiers?: string[];
            /** @description Stop now: every enemy alive deals its damage. */
            stop: boolean;
        };
        BaseDefensePoliciesAnswer: {
            confidence: components["schemas"]["ConfidenceUsed"];
            elapsedMs: components["schemas"]["ElapsedMs"];
            /** @description The endpoint every row was asked of. */
            endpoint: string;
            engine: components["schemas"]["Engine"];
            /** @description The endpoint's probability reported as `finish`. */
            finish: string;
            /** @description The endpoint's probability reported as `loss`. */
            loss: string;
            /** @description One row per stopping rule: the default, then stopAtThreat T, then maxRolls R. */
            rules: components["schemas"]["StoppingRuleRow"][];
            /** @description The seed of the Monte Carlo rows, the same for all (null when every row is exact). */
            seed: number | null;
        };
        BaseDefensePoliciesRequestInput: {
            confidence?: components["schemas"]["ConfidenceInput"];
            die?: components["schemas"]["XcomDieInput"];
            /** @description Enemies in the base, attacked in this order (1..8). */
            enemies: components["schemas"]["BaseDefenseEnemyInput"][];
            method?: components["schemas"]["PoliciesMethodInput"];
            seed?: components["schemas"]["SeedInput"];
            /** @description Soldiers in the base defence area (1..12). */
            soldiers: components["schemas"]["BaseDefenseSoldierInput"][];
            threat?: components["schemas"]["ThreatInput"];
            threatCap?: components["schemas"]["ThreatCapInput"];
            trials?: components["schemas"]["TrialsInput"];
        };
        BaseDefenseRequestInput: {
            confidence?: components["schemas"]["ConfidenceInput"];
            die?: components["schemas"]["XcomDieInput"];
            /** @description Enemies in the base, attacked in this order (1..8). */
            enemies: components["schemas"]["BaseDefenseEnemyInput"][];
            method?: components["schemas"]["MethodInput"];
            policy?: components["schemas"]["StopPolicyInput"];
            precision?: components["schemas"]["PrecisionInput"];
            seed?: components["schemas"]["SeedInput"];
            /** @description Soldiers in the base defence area (1..12). */
            soldiers: components["schemas"]["BaseDefenseSoldierInput"][];
            threat?: components["schemas"]["ThreatInput"];
            threatCap?: components["schemas"]["ThreatCapInput"];
            trials?: components["schemas"]["TrialsInput"];
        };
        BaseDefenseSoldier: {
            /**
             * @description An elite soldier rolls +1 die.
             * @default false
             */
            elite: boolean;
            /** @description A label for the soldier (not used by the odds). */
            name?: string;
            /** @description Skill icons of the soldier: it may fill an enemy icon it has. */
            skills: components["schemas"]["SkillIcon"][];
            /** @description The soldier's special (gold) skill: +1 die on a task (an enemy, or a mission task) whose special skill it matches. */
            special?: components["schemas"]["SkillIcon"];
        };
        BaseDefenseSoldierInput: {
            /**
             * @description An elite soldier rolls +1 die.
             * @default false
             */
            elite?: boolean;
            /** @description A label for the soldier (not used by the odds). */
            name?: string;
            /** @description Skill icons of the soldier: it may fill an enemy icon it has. */
            skills: components["schemas"]["SkillIconInput"][];
            /** @description The soldier's special (gold) skill: +1 die on a task (an enemy, or a mission task) whose special skill it matches. */
            special?: components["schemas"]["SkillIconInput"];
        };
        BaseDefenseUnitsNeededAnswer: {
            /** @description The chance of destroying every enemy with `fewest` (null when none reaches the target). */
            chance: components["schemas"]["Probability"] | null;
            /** @description The answer in words. */
            detail: string;
            elapsedMs: components["schemas"]["ElapsedMs"];
            /** @description The endpoint every count was asked of. */
            endpoint: string;
            engine: components["schemas"]["Engine"];
            /** @description The fewest soldiers added (0..12) reaching the target; null when none does. */
            fewest: number | null;
            /**
             * @description "exact" when every count was computed exactly, else "monte-carlo".
             * @enum {string}
             */
            method: "monte-carlo" | "exact";
            /** @description The seed of the sampled counts (null when all are exact). */
            seed: number | null;
            /** @description Soldiers already in the base, before the copies. */
            soldiers: number;
            /** @description Every count 0..12. */
            table: {
                /** @description The chance of destroying every enemy. */
                finish: components["schemas"]["Probability"];
                /** @description The chance of losing a soldier. */
                loss: components["schemas"]["Probability"];
                /**
                 * @description How this count was computed.
                 * @enum {string}
                 */
                method: "monte-carlo" | "exact";
                /** @description `finish` is at least the target. */
                reachesTarget: boolean;
                /** @description How many soldiers added. */
                units: number;
            }[];
            /** @description The target asked for. */
            target: number;
            /** @description The soldier each count added copies of. */
            template: components["schemas"]["BaseDefenseSoldier"];
            /** @description The units counted. */
            units: string;
        };
        BaseDefenseUnitsNeededRequestInput: {
            confidence?: components["schemas"]["ConfidenceInput"];
            die?: components["schemas"]["XcomDieInput"];
            /** @description Enemies in the base, attacked in this order (1..8). */
            enemies: components["schemas"]["BaseDefenseEnemyInput"][];
            method?: components["schemas"]["SearchMethodInput"];
            policy?: components["schemas"]["StopPolicyInput"];
            seed?: components["schemas"]["SeedInput"];
            /**
             * @description Soldiers already in the base defence area (0..12, default none): every count adds copies of `template` after them.
             * @default []
             */
            soldiers?: components["schemas"]["BaseDefenseSoldierInput"][];
            /** @description The chance of destroying every enemy wanted, in (0, 1]; compared exactly, as the decimal written (0.7 is 7/10). */
            target: number;
            /**
             * @description The soldier each count adds copies of (default: every skill icon, no special skill, not elite: it fills any icon and rolls one die).
             * @default {
             *       "skills": [
             *         "assault",
             *         "heavy",
             *         "sniper",
             *         "support"
             *       ],
             *       "elite": false
             *     }
             */
            template?: components["schemas"]["BaseDefenseSoldierInput"];
            threat?: components["schemas"]["ThreatInput"];
            threatCap?: components["schemas"]["ThreatCapInput"];
            trials?: components["schemas"]["TrialsInput"];
        };
        BatmanBatmanInput: {
            /** @description The combat value on Batman's dial (0..10), added to his pips. */
            combatValue: number;
            /**
             * @description Batman (his die is rolled by the player who drew the Batman card, else the villain's left neighbour).
             * @constant
             */
            side: "batman";
        };
        /**
         * @description The Batman die both sides roll (assumed: a d6 of one bat face and pips 1..5).
         * @default {
         *       "faces": [
         *         "bat",
         *         1,
         *         2,
         *         3,
         *         4,
         *         5
         *       ]
         *     }
         */
        BatmanDieInput: {
            /**
             * @description The faces of the Batman die (2..20), each an integer pip count or "bat", all equally likely. Assumed: ["bat",1,2,3,4,5] (the published faces could not be confirmed). At least one face must show a pip.
             * @default [
             *       "bat",
             *       1,
             *       2,
             *       3,
             *       4,
             *       5
             *     ]
             */
            faces?: (number | "bat")[];
        };
        BatmanFightAnswer: {
            confidence: components["schemas"]["ConfidenceUsed"];
            distributions: {
                /** @description The power margin, attacker's power minus defender's, of the fights no bat face settled. Each `p` is the chance that the fight is not settled by a bat face and ends with that margin: the entries add up to 1 between villains, and to 1 - villainBatFace against Batman (divide by that sum for the margin among those fights). */
                margin: components["schemas"]["Distribution"];
            };
            elapsedMs: components["schemas"]["ElapsedMs"];
            engine: components["schemas"]["Engine"];
            expectations: Record<string, never>;
            links?: components["schemas"]["Links"];
            method: components["schemas"]["MethodUsed"];
            probabilities: {
                /** @description The attacker (the invader) wins the fight. */
                attackerWins: components["schemas"]["Probability"];
                /** @description The defender wins the fight. */
                defenderWins: components["schemas"]["Probability"];
                /** @description The villain's die shows the bat face (between two villains: either die does). Against Batman this settles the fight: the villain loses. */
                villainBatFace: components["schemas"]["Probability"];
            };
            seed: components["schemas"]["SeedUsed"];
            trials: components["schemas"]["TrialsRun"];
        };
        /** @description A side of the fight: `{ "side": "villain", "henchmen" }` or `{ "side": "batman", "combatValue" }`. */
        BatmanFighterInput: components["schemas"]["BatmanVillainInput"] | components["schemas"]["BatmanBatmanInput"];
        BatmanFightRequestInput: {
            /** @description The invader: the side that moved in (a villain moving into a block, or Batman moved in by a Batman card). */
            attacker: components["schemas"]["BatmanFighterInput"];
            /**
             * @description What Batman's own bat face is worth. Assumed "zero": it counts 0 pips (the rules say only that the villain's bat face loses outright). The only value today, kept as a named rule so that a confirmed rule can be added.
             * @default zero
             * @enum {string}
             */
            batmanBatFace?: "zero";
            confidence?: components["schemas"]["ConfidenceInput"];
            /** @description The side that was there. */
            defender: components["schemas"]["BatmanFighterInput"];
            die?: components["schemas"]["BatmanDieInput"];
            method?: components["schemas"]["MethodInput"];
            precision?: components["schemas"]["PrecisionInput"];
            seed?: components["schemas"]["SeedInput"];
            /**
             * @description Who wins when the powers are equal. The rules give a tie between villains to the invader (the attacker); against Batman the same is assumed. "defender" overrides both.
             * @default invader
             * @enum {string}
             */
            tie?: "invader" | "defender";
            trials?: components["schemas"]["TrialsInput"];
        };
        BatmanHenchmenNeededAnswer: {
            /** @description The villain's chance of winning with `henchmen`; null when none was found. */
            chance: {
                /** @description Wilson score interval [low, high] at `confidence`; [p, p] when exact. */
                ci: number[];
                /** @description The same chance as an exact "numerator/denominator". */
                fraction: string;
                /** @description Estimated (or exact) probability. */
                p: number;
            } | null;
            /** @description The answer in words. */
            detail: string;
            elapsedMs: components["schemas"]["ElapsedMs"];
            /** @description The endpoint every count was asked of. */
            endpoint: string;
            engine: components["schemas"]["Engine"];
            /** @description The fewest henchmen (0..10) reaching the target; null when none does. */
            fewest: number | null;
            /** @description The fewest henchmen (0..10) whose chance of winning is at least the target; null when none up to 10 is (the same as `fewest`). */
            henchmen: number | null;
            /**
             * @description Always computed exactly.
             * @constant
             */
            method: "exact";
            /** @description The seed of the sampled counts (null when all are exact). */
            seed: number | null;
            /** @description Every count 0..10. */
            table: {
                /** @description The chance of the villain winning the fight. */
                finish: components["schemas"]["Probability"];
                /** @description The same chance as an exact "numerator/denominator". */
                fraction: string;
                /** @description The henchmen count (the same as `units`). */
                henchmen: number;
                /** @description The chance of the villain losing the fight. */
                loss: components["schemas"]["Probability"];
                /**
                 * @description How this count was computed.
                 * @enum {string}
                 */
                method: "monte-carlo" | "exact";
                /** @description The villain's chance of winning (the same as `finish.p`). */
                p: number;
                /** @description `finish` is at least the target. */
                reachesTarget: boolean;
                /** @description How many henchmen. */
                units: number;
            }[];
            /** @description The target asked for. */
            target: number;
            /** @description The units counted. */
            units: string;
            /** @description Whether `henchmen` is within the rules' limit of 5 (more needs the Penguin's ability); null when none was found. */
            withinRuleLimit: boolean | null;
        };
        BatmanHenchmenNeededRequestInput: {
            /**
             * @description What Batman's own bat face is worth. Assumed "zero": it counts 0 pips (the rules say only that the villain's bat face loses outright). The only value today, kept as a named rule so that a confirmed rule can be added.
             * @default zero
             * @enum {string}
             */
            batmanBatFace?: "zero";
            die?: components["schemas"]["BatmanDieInput"];
            /**
             * @description Always "exact": every henchmen count is computed by enumerating the two dice. "monte-carlo" is not offered.
             * @constant
             */
            method?: "exact";
            /** @description Whom the villain fights: another villain (with the henchmen it brings) or Batman (with his combat value). */
            opponent: components["schemas"]["BatmanFighterInput"];
            /** @description The chance of winning the villain wants, in (0, 1]. Compared exactly, as the decimal written: 0.7 means 7/10. */
            target: number;
            /**
             * @description Who wins when the powers are equal. The rules give a tie between villains to the invader (the attacker); against Batman the same is assumed. "defender" overrides both.
             * @default invader
             * @enum {string}
             */
            tie?: "invader" | "defender";
            /**
             * @description Whether the villain asking invades (moves into the opponent's block: "attacker") or is invaded ("defender").
             * @default attacker
             * @enum {string}
             */
            villainRole?: "attacker" | "defender";
        };
        BatmanVillainInput: {
            /**
             * @description Henchmen the villain brings into the fight (0..10); each adds 1 to the power. At most `henchmenLimit`.
             * @default 0
             */
            henchmen?: number;
            /**
             * @description Most henchmen this villain may own. The rules say 5 "the Penguin's ability aside"; that ability's own limit is not confirmed, so raise this (up to 10) for the Penguin or a house rule.
             * @default 5
             */
            henchmenLimit?: number;
            /**
             * @description A villain (a player).
             * @constant
             */
            side: "villain";
        };
        BestPlayPolicy: {
            /** @description Most rows listed (the request's `policyRows`). */
            cap: number;
            /** @description Decision states reached under the best play in all (rows beyond `cap` are not listed). */
            reachable: number;
            /** @description The decision in each state reached under the best play with some chance, start first, as a person reads it ("threat 3; Muton 1/2; Ana, Bo alive -> Ana against the Muton"). */
            rows: string[];
            /** @description States the solver looked at (every play, not only the best). */
            states: number;
        };
        BestPlayValue: {
            /** @description The value as "numerator/denominator" when exact (null for Monte Carlo). */
            fraction: string | null;
            /** @description The value: E[objective] -/+ unitPrice x E[units lost] (see `objective`). */
            value: number;
        };
        BudgetAuditAnswer: {
            /** @description The advances of the shortfall, in order: the highest panic first, then the next highest when the track ends. */
            advances: {
                /** @description The continent advanced. */
                continent: string;
                /** @description Its panic before. */
                from: number;
                /** @description Continents tied with it for the highest panic: the player may choose one of them instead. */
                tiedWith: string[];
                /** @description Its panic after. */
                to: number;
            }[];
            /** @description Every continent after the audit, in the order of the request. */
            continents: {
                advancedBy: number;
                /** @description The continent is at the end of the panic track. */
                atEnd: boolean;
                name: string;
                /** @description Panic after the audit. */
                panic: number;
                panicBefore: number;
            }[];
            /** @description Money left for recruiting and building (phase 2). */
            moneyLeft: number;
            /** @description What the money covered. */
            paid: number;
            /** @description Upkeep the money did not cover: the panic it adds. */
            shortfall: number;
            /** @description Shortfall left over once every continent is at the end of the track. */
            unabsorbed: number;
            /** @description The cost: 1 per unit and token on the board. */
            upkeep: number;
        };
        BudgetAuditRequestInput: {
            /** @description The continents and their panic. Ties for the highest panic go to the continent listed first (the player chooses: list them in the order you would). */
            continents: {
                /** @description Name of the continent (unique in the list). */
                name: string;
                /** @description Its panic now (0..panicTrackEnd). */
                panic: number;
            }[];
            /**
             * @description Interceptors on the board (not on asset cards or in the recruitment pool): 1 each.
             * @default 0
             */
            interceptors?: number;
            /**
             * @description Always "exact": the audit has no dice. "monte-carlo" is not offered.
             * @constant
             */
            method?: "exact";
            /** @description The Commander's money. */
            money: number;
            /** @description The last space of the panic track: a continent there takes no more. */
            panicTrackEnd: number;
            /**
             * @description Satellites on the board (not on asset cards or in the recruitment pool): 1 each.
             * @default 0
             */
            satellites?: number;
            /**
             * @description Scientists on the board (not on asset cards or in the recruitment pool): 1 each.
             * @default 0
             */
            scientists?: number;
            /**
             * @description Soldiers on the board (not on asset cards or in the recruitment pool): 1 each.
             * @default 0
             */
            soldiers?: number;
        };
        CompareAnswer: {
            /** @description The first variant: every difference is from it. */
            baseline: string;
            confidence: components["schemas"]["ConfidenceUsed"];
            /** @description How the variants were ranked and compared, in words. */
            detail: string;
            elapsedMs: components["schemas"]["ElapsedMs"];
            endpoint: string;
            engine: components["schemas"]["Engine"];
            /** @enum {string} */
            method: "monte-carlo" | "exact";
            /**
             * @description Which end of the ranking comes first.
             * @enum {string}
             */
            order: "highest" | "lowest";
            /** @description The event ranked on. */
            probability: string;
            /** @description The seed of every variant (null when exact). */
            seed: number | null;
            /** @description Trials run of each variant, all on the same draws (0 when exact). */
            trials: number;
            /** @description The variants, ranked. */
            variants: {
                /** @description The chance of the event ranked on. */
                chance: components["schemas"]["Probability"];
                /** @description The difference from the first variant (null for the first itself). */
                difference: {
                    /** @description Interval of the difference at `confidence`: Newcombe's method 10 (hybrid score) for paired proportions; [d, d] when exact. */
                    ci: number[];
                    /** @description This variant's chance minus the first variant's. */
                    d: number;
                    /** @description The exact difference as "numerator/denominator" (method "exact" only). */
                    fraction?: string;
                    /** @description The joint counts of the event on the shared trials (Monte Carlo only). */
                    joint?: {
                        /** @description Trials in which neither had it. */
                        n00: number;
                        /** @description Trials in which the first had it and this variant did not. */
                        n01: number;
                        /** @description Trials in which this variant had it and the first did not. */
                        n10: number;
                        /** @description Trials in which both this variant and the first had the event. */
                        n11: number;
                    };
                } | null;
                /** @description Every expectation of the endpoint's answer for this variant. */
                expectations: {
                    [key: string]: components["schemas"]["Expectation"];
                };
                /** @description Where the variant was in the request. */
                index: number;
                name: string;
                /** @description Every probability of the endpoint's answer for this variant. */
                probabilities: {
                    [key: string]: components["schemas"]["Probability"];
                };
                /** @description 1 for the first in the ranking. */
                rank: number;
                /** @description The fields it set, as asked. */
                set: {
                    [key: string]: unknown;
                };
            }[];
        };
        CompareRequestInput: {
            /** @description The endpoint's request body every variant starts from (at most 16 levels deep). Its `trials`, `seed` (drawn when absent), `confidence`, `precision` and `method` are the comparison's. */
            body: {
                [key: string]: unknown;
            };
            /** @description The simulation endpoint compared, such as "/v1/xcom/global-defense". */
            endpoint: string;
            /**
             * @description "highest" (default): the highest chance ranks first; "lowest": the lowest does.
             * @default highest
             * @enum {string}
             */
            order?: "highest" | "lowest";
            /** @description The event ranked on: one of the endpoint's probabilities (such as "allCleared"), or a per-item one by its full name (such as "continents.0.cleared"). */
            probability: string;
            /** @description The variants (2..20); differences are from the FIRST. Variants x trials must be at most 10,000,000. */
            variants: components["schemas"]["CompareVariantInput"][];
        };
        CompareVariantInput: {
            /** @description A name for the variant (unique in the list). */
            name: string;
            /** @description Fields of the base body this variant changes: dotted path -> value (at most 20), such as {"continents.0.interceptors": 3, "policy.stopAtThreat": 4}. Paths are read as a sweep's `vary.field` (at most 8 parts, a list index at most the list's length); put into the base body in the order given. `seed`, `method`, `trials`, `confidence` and `precision` belong to the whole comparison and cannot be set. `{}` is the base body itself. */
            set: {
                [key: string]: unknown;
            };
        };
        /**
         * @description Level of every interval (0.5..0.9999).
         * @default 0.95
         */
        ConfidenceInput: number;
        /** @description Level of every interval. */
        ConfidenceUsed: number;
        ContinentForceInput: {
            /** @description Interceptors over the continent: one XCOM die each (0: no test, its UFOs stay). */
            interceptors: number;
            /** @description Name of the continent (unique in the list). */
            name: string;
            /** @description UFOs over the continent (0..20). */
            ufos: number;
        };
        ContinentOdds: {
            distributions: {
                /** @description UFOs left over the continent. */
                ufosLeft: components["schemas"]["Distribution"];
            };
            expectations: {
                /** @description UFOs left over the continent: its panic gain. */
                ufosLeft: components["schemas"]["Expectation"];
            };
            interceptors: number;
            name: string;
            probabilities: {
                /** @description Every UFO over the continent is destroyed. */
                cleared: components["schemas"]["Probability"];
                /** @description A loss sent the continent's interceptors to the recruitment pool. */
                interceptorsLost: components["schemas"]["Probability"];
            };
            ufos: number;
        };
        /** @description Values seen (or possible) with their probabilities, in increasing order of value. */
        Distribution: {
            fraction?: string;
            p: number;
            value: number;
        }[];
        /** @description Time spent computing, in milliseconds (the one field that varies between identical requests). */
        ElapsedMs: number;
        Engine: {
            /** @description The pseudo-random generator. */
            rng: string;
            /** @description Service version: part of what makes a seeded answer reproducible. */
            version: string;
        };
        /** @description Progress as Server-Sent Events (`Accept: text/event-stream`): `event: progress` with the answer so far (the same shape, its intervals and `trials` so far) at each fixed checkpoint of the run (after 1, 2, 4, ..., 64 chunks of 16,384 trials, then every 64 chunks), then `event: answer` with the final answer, the same as the JSON answer for the same seed. An exact answer sends `event: answer` alone; a failure once the stream is open is an `event: error` with a problem+json object. Closing the connection stops the computation. In the examples, `...` stands for the rest of an event's JSON, which the JSON answer's example shows in full. */
        EventStream: string;
        Expectation: {
            /** @description Normal-theory interval [low, high] of the mean at `confidence`; [mean, mean] when exact. */
            ci: number[];
            /** @description The exact mean as "numerator/denominator" (method "exact" only). */
            fraction?: string;
            /** @description Estimated (or exact) mean. */
            mean: number;
        };
        GlobalDefenseAnswer: {
            confidence: components["schemas"]["ConfidenceUsed"];
            /** @description Per continent, in the order of the request. */
            continents: components["schemas"]["ContinentOdds"][];
            distributions: {
                /** @description Total panic gained. */
                panic: components["schemas"]["Distribution"];
            };
            elapsedMs: components["schemas"]["ElapsedMs"];
            engine: components["schemas"]["Engine"];
            expectations: {
                /** @description Total panic gained: the sum of the UFOs left over all continents. */
                panic: components["schemas"]["Expectation"];
            };
            links?: components["schemas"]["Links"];
            method: components["schemas"]["MethodUsed"];
            probabilities: {
                /** @description Every continent is cleared of UFOs. */
                allCleared: components["schemas"]["Probability"];
                /** @description A loss sent some continent's interceptors to the recruitment pool. */
                anyInterceptorsLost: components["schemas"]["Probability"];
            };
            seed: components["schemas"]["SeedUsed"];
            trials: components["schemas"]["TrialsRun"];
        };
        GlobalDefenseBestAnswer: {
            /** @description The value of the best play (exact with method "exact"). */
            best: components["schemas"]["BestPlayValue"];
            confidence: components["schemas"]["ConfidenceUsed"];
            /** @description Per continent, in the order of the request, under the best play. */
            continents: ({
                name: string;
            } & {
                [key: string]: unknown;
            })[];
            /** @description The same value for the endpoint's own play of the same body (its `policy` included). */
            defaultPlay: components["schemas"]["BestPlayValue"];
            distributions: {
                /** @description Total panic gained. */
                panic: components["schemas"]["Distribution"];
            };
            elapsedMs: components["schemas"]["ElapsedMs"];
            engine: components["schemas"]["Engine"];
            expectations: {
                /** @description Total panic gained: the UFOs left over all continents (best play). */
                panic: components["schemas"]["Expectation"];
            };
            /** @description What to do now, under the best play. */
            firstMove: {
                /** @description The continent the decision is about. */
                continent?: string;
                /** @description Stop rolling over this continent (go on to the next) rather than roll. */
                stop: boolean;
            };
            /** @description best - defaultPlay. */
            gain: components["schemas"]["BestPlayValue"];
            method: components["schemas"]["MethodUsed"];
            /** @description The objective played for, as read from the request. */
            objective: {
                /** @enum {string} */
                direction: "max" | "min";
                name: string;
                unitPrice: number | string;
            };
            policy: components["schemas"]["BestPlayPolicy"];
            probabilities: {
                /** @description Every continent is cleared of UFOs (best play). */
                allCleared: components["schemas"]["Probability"];
                /** @description A loss sent some interceptors to the pool (best play). */
                anyInterceptorsLost: components["schemas"]["Probability"];
            };
            seed: components["schemas"]["SeedUsed"];
            trials: components["schemas"]["TrialsRun"];
        };
        GlobalDefenseBestRequestInput: {
            confidence?: components["schemas"]["ConfidenceInput"];
            /** @description The continents, resolved in this order; the threat resets before each. */
            continents: components["schemas"]["ContinentForceInput"][];
            die?: components["schemas"]["XcomDieInput"];
            method?: components["schemas"]["MethodInput"];
            /**
             * @description The player's objective (default: `allCleared`, maximised). The value played for is E[objective] - unitPrice x E[units lost] when maximising, E[objective] + unitPrice x E[units lost] when minimising.
             * @default {
             *       "name": "allCleared",
             *       "direction": "max"
             *     }
             */
            objective?: {
                /**
                 * @description "max" (default): as large as can be; "min": as small as can be.
                 * @default max
                 * @enum {string}
                 */
                direction?: "max" | "min";
                /**
                 * @description What the best play is best at: one of the answer's probabilities (`allCleared`, `anyInterceptorsLost`: its chance) or expectations (`panic`: its mean). Default `allCleared`.
                 * @default allCleared
                 * @enum {string}
                 */
                name?: "allCleared" | "anyInterceptorsLost" | "panic";
            };
            policy?: components["schemas"]["StopPolicyInput"];
            /**
             * @description Most policy rows the answer lists (0..1000, default 100).
             * @default 100
             */
            policyRows?: number;
            precision?: components["schemas"]["PrecisionInput"];
            seed?: components["schemas"]["SeedInput"];
            threat?: components["schemas"]["ThreatInput"];
            threatCap?: components["schemas"]["ThreatCapInput"];
            trials?: components["schemas"]["TrialsInput"];
            /**
             * @description What one unit lost (an interceptor sent to the recruitment pool: a loss costs the interceptors of that continent x unitPrice) is worth in the objective's units (>= 0, default 0): a number, read as the decimal written (0.1 is 1/10), or an exact fraction such as "1/6". Units lost now are missing next round.
             * @default 0
             */
            unitPrice?: number | string;
        };
        GlobalDefensePoliciesAnswer: {
            confidence: components["schemas"]["ConfidenceUsed"];
            elapsedMs: components["schemas"]["ElapsedMs"];
            /** @description The endpoint every row was asked of. */
            endpoint: string;
            engine: components["schemas"]["Engine"];
            /** @description The endpoint's probability reported as `finish`. */
            finish: string;
            /** @description The endpoint's probability reported as `loss`. */
            loss: string;
            /** @description One row per stopping rule: the default, then stopAtThreat T, then maxRolls R. */
            rules: components["schemas"]["StoppingRuleRow"][];
            /** @description The seed of the Monte Carlo rows, the same for all (null when every row is exact). */
            seed: number | null;
        };
        GlobalDefensePoliciesRequestInput: {
            confidence?: components["schemas"]["ConfidenceInput"];
            /** @description The continents, resolved in this order; the threat resets before each. */
            continents: components["schemas"]["ContinentForceInput"][];
            die?: components["schemas"]["XcomDieInput"];
            method?: components["schemas"]["PoliciesMethodInput"];
            seed?: components["schemas"]["SeedInput"];
            threat?: components["schemas"]["ThreatInput"];
            threatCap?: components["schemas"]["ThreatCapInput"];
            trials?: components["schemas"]["TrialsInput"];
        };
        GlobalDefenseRequestInput: {
            confidence?: components["schemas"]["ConfidenceInput"];
            /** @description The continents, resolved in this order; the threat resets before each. */
            continents: components["schemas"]["ContinentForceInput"][];
            die?: components["schemas"]["XcomDieInput"];
            method?: components["schemas"]["MethodInput"];
            policy?: components["schemas"]["StopPolicyInput"];
            precision?: components["schemas"]["PrecisionInput"];
            seed?: components["schemas"]["SeedInput"];
            threat?: components["schemas"]["ThreatInput"];
            threatCap?: components["schemas"]["ThreatCapInput"];
            trials?: components["schemas"]["TrialsInput"];
        };
        GlobalDefenseUnitsNeededAnswer: {
            /** @description The chance of clearing the UFOs over one continent with `fewest` (null when none reaches the target). */
            chance: components["schemas"]["Probability"] | null;
            /** @description The answer in words. */
            detail: string;
            elapsedMs: components["schemas"]["ElapsedMs"];
            /** @description The endpoint every count was asked of. */
            endpoint: string;
            engine: components["schemas"]["Engine"];
            /** @description The fewest interceptors (1..12) reaching the target; null when none does. */
            fewest: number | null;
            /**
             * @description "exact" when every count was computed exactly, else "monte-carlo".
             * @enum {string}
             */
            method: "monte-carlo" | "exact";
            /** @description The seed of the sampled counts (null when all are exact). */
            seed: number | null;
            /** @description Every count 1..12. */
            table: {
                /** @description The chance of clearing the UFOs over one continent. */
                finish: components["schemas"]["Probability"];
                /** @description The chance of a loss. */
                loss: components["schemas"]["Probability"];
                /**
                 * @description How this count was computed.
                 * @enum {string}
                 */
                method: "monte-carlo" | "exact";
                /** @description `finish` is at least the target. */
                reachesTarget: boolean;
                /** @description How many interceptors. */
                units: number;
            }[];
            /** @description The target asked for. */
            target: number;
            /** @description The units counted. */
            units: string;
        };
        GlobalDefenseUnitsNeededRequestInput: {
            confidence?: components["schemas"]["ConfidenceInput"];
            die?: components["schemas"]["XcomDieInput"];
            method?: components["schemas"]["SearchMethodInput"];
            policy?: components["schemas"]["StopPolicyInput"];
            seed?: components["schemas"]["SeedInput"];
            /** @description The chance of finishing the task wanted, in (0, 1]; compared exactly, as the decimal written (0.7 is 7/10). */
            target: number;
            threat?: components["schemas"]["ThreatInput"];
            threatCap?: components["schemas"]["ThreatCapInput"];
            trials?: components["schemas"]["TrialsInput"];
            /** @description UFOs over the continent (0..20). */
            ufos: number;
        };
        /** @description Links to this question, present when the question fits in a URL (8,192 characters): the same answer by GET, and its chart. Made from the question as validated (defaults filled in, keys sorted), so the same question has the same links however it was asked. */
        Links: {
            /** @description This question as a link: GET it for this answer (relative to the service). */
            self: string;
            /** @description The chart of this answer as a link, for an `<img src=...>` (relative to the service). */
            svg: string;
        };
        /**
         * @description "monte-carlo" samples trials; "exact" computes the answer without sampling where the state space allows (422 otherwise).
         * @default monte-carlo
         * @enum {string}
         */
        MethodInput: "monte-carlo" | "exact";
        /**
         * @description How the answer was computed.
         * @enum {string}
         */
        MethodUsed: "monte-carlo" | "exact";
        MissionAnswer: {
            confidence: components["schemas"]["ConfidenceUsed"];
            distributions: {
                /** @description Soldiers killed, over all cards. */
                soldiersLost: components["schemas"]["Distribution"];
                /** @description Tasks done, over all cards. */
                tasksDone: components["schemas"]["Distribution"];
                /** @description The threat when the phase ends (the threat before the first roll plus the rolls made): what a later task would start at. */
                threat: components["schemas"]["Distribution"];
            };
            elapsedMs: components["schemas"]["ElapsedMs"];
            engine: components["schemas"]["Engine"];
            expectations: {
                /** @description Rolls made in the phase. */
                rolls: components["schemas"]["Expectation"];
                /** @description Soldiers killed (sent to the recruitment pool), over all cards. */
                soldiersLost: components["schemas"]["Expectation"];
                /** @description Tasks done, counted from the left of each card, summed over the cards. */
                tasksDone: components["schemas"]["Expectation"];
            };
            links?: components["schemas"]["Links"];
            method: components["schemas"]["MethodUsed"];
            /** @description Per mission card, in the order of the request (only for the `missions` form). */
            missions?: components["schemas"]["MissionCardOdds"][];
            probabilities: {
                /** @description The same event as `completed` (named as global defence names it, for the `missions` form). */
                allCompleted: components["schemas"]["Probability"];
                /** @description A loss killed some soldier (can overlap `completed`: a task still counts when its losing roll finished it). */
                anySoldierLost: components["schemas"]["Probability"];
                /** @description Every task of every mission card asked about is done. */
                completed: components["schemas"]["Probability"];
            };
            seed: components["schemas"]["SeedUsed"];
            trials: components["schemas"]["TrialsRun"];
        };
        MissionBestAnswer: {
            /** @description The value of the best play (exact with method "exact"). */
            best: components["schemas"]["BestPlayValue"];
            confidence: components["schemas"]["ConfidenceUsed"];
            /** @description The same value for the endpoint's own play of the same body (its `policy` included). */
            defaultPlay: components["schemas"]["BestPlayValue"];
            distributions: {
                /** @description Soldiers killed, over all cards. */
                soldiersLost: components["schemas"]["Distribution"];
                /** @description Tasks done, over all cards. */
                tasksDone: components["schemas"]["Distribution"];
                /** @description The threat when the phase ends. */
                threat: components["schemas"]["Distribution"];
            };
            elapsedMs: components["schemas"]["ElapsedMs"];
            engine: components["schemas"]["Engine"];
            expectations: {
                /** @description Rolls made in the phase (best play). */
                rolls: components["schemas"]["Expectation"];
                /** @description Soldiers killed, over all cards (best play). */
                soldiersLost: components["schemas"]["Expectation"];
                /** @description Tasks done, counted from the left of each card, over the cards (best play). */
                tasksDone: components["schemas"]["Expectation"];
            };
            /** @description What to do now, under the best play. */
            firstMove: components["schemas"]["MissionFirstMove"];
            /** @description best - defaultPlay. */
            gain: components["schemas"]["BestPlayValue"];
            method: components["schemas"]["MethodUsed"];
            /** @description Per mission card, in the order of the request (only for the `missions` form), under the best play. */
            missions?: ({
                name?: string;
            } & {
                [key: string]: unknown;
            })[];
            /** @description The objective played for, as read from the request. */
            objective: {
                /** @enum {string} */
                direction: "max" | "min";
                name: string;
                unitPrice: number | string;
            };
            policy: components["schemas"]["BestPlayPolicy"];
            probabilities: {
                /** @description The same event as `completed`. */
                allCompleted: components["schemas"]["Probability"];
                /** @description A loss killed some soldier (best play). */
                anySoldierLost: components["schemas"]["Probability"];
                /** @description Every task of every mission card asked about is done (best play). */
                completed: components["schemas"]["Probability"];
            };
            seed: components["schemas"]["SeedUsed"];
            trials: components["schemas"]["TrialsRun"];
        };
        MissionBestCardInput: {
            /** @description A label for the mission (not used by the odds). */
            name?: string;
            /** @description The soldiers on the mission card: a count of plain soldiers (each fills any icon, no special skill, not elite), or a list of soldiers with skill icons as in base defence (0..12). With none, the mission cannot be tried. */
            soldiers: number | components["schemas"]["BaseDefenseSoldierInput"][];
            /** @description The tasks of the mission card still to do (1..3), attempted left to right: a task only once the one on its left is done. */
            tasks: (components["schemas"]["MissionBestEnemyTaskInput"] | components["schemas"]["MissionObjectiveTaskInput"])[];
        };
        MissionBestEnemyTaskInput: {
            /** @description Extra dice on every roll of this task (an item or an asset), whatever the team; none when no team can be formed. Default 0. */
            bonusDice?: number;
            /** @description The enemy's hit points: successes needed. Markers stay on it after a loss. */
            hp: number;
            /**
             * @description An enemy card: done when its markers reach its hit points.
             * @constant
             */
            kind: "enemy";
            /**
             * @description Markers already on the enemy task (below its hit points) (mid-phase: below what it needs). Default 0.
             * @default 0
             */
            markers?: number;
            /** @description A label for the task (not used by the odds). */
            name?: string;
            /** @description Skill icons on the enemy card, one entry per icon: each takes at most one soldier of the card holding that icon (plain soldiers fill any), as in base defence. */
            skills: components["schemas"]["SkillIconInput"][];
            /** @description How many of the card's soldiers this task's team takes per attempt, at most (1..12): a cap on the team, beside the one soldier per icon. Default: one per icon. The soldiers themselves are the card's `soldiers`; this field once gave a task its own soldiers, and now counts the card's. */
            soldiers?: number;
            /** @description The enemy's special (gold) skill: +1 die per team member whose special skill matches. */
            special?: components["schemas"]["SkillIconInput"];
        };
        MissionBestRequestInput: {
            confidence?: components["schemas"]["ConfidenceInput"];
            die?: components["schemas"]["XcomDieInput"];
            method?: components["schemas"]["MethodInput"];
            /** @description Phase 9 as a whole (1..6 mission cards), instead of `soldiers` and `tasks`: the cards are resolved in this order, the threat carried from one to the next (never reset in the phase); each card's soldiers work on that card only. */
            missions?: components["schemas"]["MissionBestCardInput"][];
            /**
             * @description The player's objective (default: `completed`, maximised). The value played for is E[objective] - unitPrice x E[units lost] when maximising, E[objective] + unitPrice x E[units lost] when minimising.
             * @default {
             *       "name": "completed",
             *       "direction": "max"
             *     }
             */
            objective?: {
                /**
                 * @description "max" (default): as large as can be; "min": as small as can be.
                 * @default max
                 * @enum {string}
                 */
                direction?: "max" | "min";
                /**
                 * @description What the best play is best at: one of the answer's probabilities (`completed`, `allCompleted`, `anySoldierLost`: its chance) or expectations (`tasksDone`, `soldiersLost`, `rolls`: its mean). Default `completed`.
                 * @default completed
                 * @enum {string}
                 */
                name?: "completed" | "allCompleted" | "anySoldierLost" | "tasksDone" | "soldiersLost" | "rolls";
            };
            policy?: components["schemas"]["StopPolicyInput"];
            /**
             * @description Most policy rows the answer lists (0..1000, default 100).
             * @default 100
             */
            policyRows?: number;
            precision?: components["schemas"]["PrecisionInput"];
            seed?: components["schemas"]["SeedInput"];
            /** @description The soldiers on the mission card: a count of plain soldiers (each fills any icon, no special skill, not elite), or a list of soldiers with skill icons as in base defence (0..12). With none, the mission cannot be tried. One card: give `soldiers` and `tasks`, or `missions`. */
            soldiers?: number | components["schemas"]["BaseDefenseSoldierInput"][];
            /** @description The tasks of the mission card still to do (1..3), attempted left to right: a task only once the one on its left is done. One card: give `soldiers` and `tasks`, or `missions`. */
            tasks?: (components["schemas"]["MissionBestEnemyTaskInput"] | components["schemas"]["MissionObjectiveTaskInput"])[];
            threat?: components["schemas"]["ThreatInput"];
            threatCap?: components["schemas"]["ThreatCapInput"];
            trials?: components["schemas"]["TrialsInput"];
            /**
             * @description What one unit lost (a soldier killed, `soldiersLost`) is worth in the objective's units (>= 0, default 0): a number, read as the decimal written (0.1 is 1/10), or an exact fraction such as "1/6". Units lost now are missing next round.
             * @default 0
             */
            unitPrice?: number | string;
        };
        MissionCardInput: {
            /** @description A label for the mission (not used by the odds). */
            name?: string;
            /** @description The soldiers on the mission card: a count of plain soldiers (each fills any icon, no special skill, not elite), or a list of soldiers with skill icons as in base defence (0..12). With none, the mission cannot be tried. */
            soldiers: number | components["schemas"]["BaseDefenseSoldierInput"][];
            /** @description The tasks of the mission card still to do (1..3), attempted left to right: a task only once the one on its left is done. */
            tasks: (components["schemas"]["MissionEnemyTaskInput"] | components["schemas"]["MissionObjectiveTaskInput"])[];
        };
        MissionCardOdds: {
            distributions: {
                /** @description Soldiers of this card killed. */
                soldiersLost: components["schemas"]["Distribution"];
                /** @description Tasks of this card done. */
                tasksDone: components["schemas"]["Distribution"];
            };
            expectations: {
                /** @description Soldiers of this card killed. */
                soldiersLost: components["schemas"]["Expectation"];
                /** @description Tasks of this card done, counted from the left. */
                tasksDone: components["schemas"]["Expectation"];
            };
            /** @description The label of the mission, when the request gave one. */
            name?: string;
            probabilities: {
                /** @description A loss killed some soldier of this card. */
                anySoldierLost: components["schemas"]["Probability"];
                /** @description Every task of this card is done. */
                completed: components["schemas"]["Probability"];
            };
        };
        MissionEnemyTaskInput: {
            /** @description Extra dice on every roll of this task (an item or an asset), whatever the team; none when no team can be formed. Default 0. */
            bonusDice?: number;
            /** @description The enemy's hit points: successes needed. Markers stay on it after a loss. */
            hp: number;
            /**
             * @description An enemy card: done when its markers reach its hit points.
             * @constant
             */
            kind: "enemy";
            /** @description A label for the task (not used by the odds). */
            name?: string;
            /** @description Skill icons on the enemy card, one entry per icon: each takes at most one soldier of the card holding that icon (plain soldiers fill any), as in base defence. */
            skills: components["schemas"]["SkillIconInput"][];
            /** @description How many of the card's soldiers this task's team takes per attempt, at most (1..12): a cap on the team, beside the one soldier per icon. Default: one per icon. The soldiers themselves are the card's `soldiers`; this field once gave a task its own soldiers, and now counts the card's. */
            soldiers?: number;
            /** @description The enemy's special (gold) skill: +1 die per team member whose special skill matches. */
            special?: components["schemas"]["SkillIconInput"];
        };
        MissionFirstMove: {
            /** @description Abandon this mission card (it fails) and go on to the next at the same threat. */
            abandon?: boolean;
            /** @description The mission card played (several cards). */
            mission?: string;
            /** @description The soldiers of the card who try it (unnamed soldiers: "soldier 1", ...). */
            soldiers?: string[];
            /** @description Stop now: the phase ends, every mission not done fails. */
            stop: boolean;
            /** @description The task tried now (unnamed tasks: "task 1", ...). */
            task?: string;
        };
        MissionObjectiveTaskInput: {
            /** @description How many of the card's soldiers one attempt takes (1..12): the team with the most dice (elite soldiers and matching special skills first), all of those left when fewer are. Default: every soldier left on the card (assumed: the most dice give the best chance of the one success). */
            assign?: number;
            /** @description Extra dice on every roll of this task (an item or an asset), whatever the team; none when no team can be formed. Default 0. */
            bonusDice?: number;
            /**
             * @description Any other task: done at the first success.
             * @constant
             */
            kind: "objective";
            /** @description A label for the task (not used by the odds). */
            name?: string;
            /** @description How many of the card's soldiers this task takes per attempt (1..12): the same as `assign` (give either; both must then agree). The soldiers themselves are the card's `soldiers`; this field once gave a task its own soldiers, and now counts the card's. */
            soldiers?: number;
            /** @description The task's special (gold) skill: +1 die per team member whose special skill matches. */
            special?: components["schemas"]["SkillIconInput"];
        };
        MissionPoliciesAnswer: {
            confidence: components["schemas"]["ConfidenceUsed"];
            elapsedMs: components["schemas"]["ElapsedMs"];
            /** @description The endpoint every row was asked of. */
            endpoint: string;
            engine: components["schemas"]["Engine"];
            /** @description The endpoint's probability reported as `finish`. */
            finish: string;
            /** @description The endpoint's probability reported as `loss`. */
            loss: string;
            /** @description One row per stopping rule: the default, then stopAtThreat T, then maxRolls R. */
            rules: components["schemas"]["StoppingRuleRow"][];
            /** @description The seed of the Monte Carlo rows, the same for all (null when every row is exact). */
            seed: number | null;
        };
        MissionPoliciesRequestInput: {
            confidence?: components["schemas"]["ConfidenceInput"];
            die?: components["schemas"]["XcomDieInput"];
            method?: components["schemas"]["PoliciesMethodInput"];
            /** @description Phase 9 as a whole (1..6 mission cards), instead of `soldiers` and `tasks`: the cards are resolved in this order, the threat carried from one to the next (never reset in the phase); each card's soldiers work on that card only. */
            missions?: components["schemas"]["MissionCardInput"][];
            seed?: components["schemas"]["SeedInput"];
            /** @description The soldiers on the mission card: a count of plain soldiers (each fills any icon, no special skill, not elite), or a list of soldiers with skill icons as in base defence (0..12). With none, the mission cannot be tried. One card: give `soldiers` and `tasks`, or `missions`. */
            soldiers?: number | components["schemas"]["BaseDefenseSoldierInput"][];
            /** @description The tasks of the mission card still to do (1..3), attempted left to right: a task only once the one on its left is done. One card: give `soldiers` and `tasks`, or `missions`. */
            tasks?: (components["schemas"]["MissionEnemyTaskInput"] | components["schemas"]["MissionObjectiveTaskInput"])[];
            threat?: components["schemas"]["ThreatInput"];
            threatCap?: components["schemas"]["ThreatCapInput"];
            trials?: components["schemas"]["TrialsInput"];
        };
        MissionRequestInput: {
            confidence?: components["schemas"]["ConfidenceInput"];
            die?: components["schemas"]["XcomDieInput"];
            method?: components["schemas"]["MethodInput"];
            /** @description Phase 9 as a whole (1..6 mission cards), instead of `soldiers` and `tasks`: the cards are resolved in this order, the threat carried from one to the next (never reset in the phase); each card's soldiers work on that card only. */
            missions?: components["schemas"]["MissionCardInput"][];
            policy?: components["schemas"]["StopPolicyInput"];
            precision?: components["schemas"]["PrecisionInput"];
            seed?: components["schemas"]["SeedInput"];
            /** @description The soldiers on the mission card: a count of plain soldiers (each fills any icon, no special skill, not elite), or a list of soldiers with skill icons as in base defence (0..12). With none, the mission cannot be tried. One card: give `soldiers` and `tasks`, or `missions`. */
            soldiers?: number | components["schemas"]["BaseDefenseSoldierInput"][];
            /** @description The tasks of the mission card still to do (1..3), attempted left to right: a task only once the one on its left is done. One card: give `soldiers` and `tasks`, or `missions`. */
            tasks?: (components["schemas"]["MissionEnemyTaskInput"] | components["schemas"]["MissionObjectiveTaskInput"])[];
            threat?: components["schemas"]["ThreatInput"];
            threatCap?: components["schemas"]["ThreatCapInput"];
            trials?: components["schemas"]["TrialsInput"];
        };
        MissionUnitsNeededAnswer: {
            /** @description The chance of completing the mission with `fewest` (null when none reaches the target). */
            chance: components["schemas"]["Probability"] | null;
            /** @description The answer in words. */
            detail: string;
            elapsedMs: components["schemas"]["ElapsedMs"];
            /** @description The endpoint every count was asked of. */
            endpoint: string;
            engine: components["schemas"]["Engine"];
            /** @description The fewest soldiers on the card (1..12) reaching the target; null when none does. */
            fewest: number | null;
            /**
             * @description "exact" when every count was computed exactly, else "monte-carlo".
             * @enum {string}
             */
            method: "monte-carlo" | "exact";
            /** @description The seed of the sampled counts (null when all are exact). */
            seed: number | null;
            /** @description Every count 1..12. */
            table: {
                /** @description The chance of completing the mission. */
                finish: components["schemas"]["Probability"];
                /** @description The chance of a loss. */
                loss: components["schemas"]["Probability"];
                /**
                 * @description How this count was computed.
                 * @enum {string}
                 */
                method: "monte-carlo" | "exact";
                /** @description `finish` is at least the target. */
                reachesTarget: boolean;
                /** @description How many soldiers on the card. */
                units: number;
            }[];
            /** @description The target asked for. */
            target: number;
            /** @description The units counted. */
            units: string;
        };
        MissionUnitsNeededRequestInput: {
            confidence?: components["schemas"]["ConfidenceInput"];
            die?: components["schemas"]["XcomDieInput"];
            method?: components["schemas"]["SearchMethodInput"];
            policy?: components["schemas"]["StopPolicyInput"];
            seed?: components["schemas"]["SeedInput"];
            /** @description The chance of finishing the task wanted, in (0, 1]; compared exactly, as the decimal written (0.7 is 7/10). */
            target: number;
            /** @description The index of a task of `tasks` (0..2). The search once counted one task's soldiers, named here; the soldiers are on the mission card now, so the count searched is of plain soldiers on the card, whatever this says. Checked as an index of `tasks`; it does not change the search. */
            task?: number;
            /** @description The tasks of the mission card still to do (1..3), attempted left to right: a task only once the one on its left is done. The card's soldiers are what is searched: plain soldiers (each fills any icon, no special skill, not elite), counted 1..12. */
            tasks: (components["schemas"]["MissionEnemyTaskInput"] | components["schemas"]["MissionObjectiveTaskInput"])[];
            threat?: components["schemas"]["ThreatInput"];
            threatCap?: components["schemas"]["ThreatCapInput"];
            trials?: components["schemas"]["TrialsInput"];
        };
        OrbitalDefenseAnswer: {
            confidence: components["schemas"]["ConfidenceUsed"];
            distributions: {
                /** @description UFOs left in orbit. */
                ufosLeft: components["schemas"]["Distribution"];
            };
            elapsedMs: components["schemas"]["ElapsedMs"];
            engine: components["schemas"]["Engine"];
            expectations: {
                /** @description Rolls made. */
                rolls: components["schemas"]["Expectation"];
                /** @description UFOs left in orbit: the panic the lowest-panic continent gains. */
                ufosLeft: components["schemas"]["Expectation"];
            };
            links?: components["schemas"]["Links"];
            method: components["schemas"]["MethodUsed"];
            probabilities: {
                /** @description Every UFO in orbit is destroyed. */
                cleared: components["schemas"]["Probability"];
                /** @description A loss exhausted the satellites (can overlap `cleared`: successes of a losing roll still count). */
                exhausted: components["schemas"]["Probability"];
            };
            seed: components["schemas"]["SeedUsed"];
            trials: components["schemas"]["TrialsRun"];
        };
        OrbitalDefenseBestAnswer: {
            /** @description The value of the best play (exact with method "exact"). */
            best: components["schemas"]["BestPlayValue"];
            confidence: components["schemas"]["ConfidenceUsed"];
            /** @description The same value for the endpoint's own play of the same body (its `policy` included). */
            defaultPlay: components["schemas"]["BestPlayValue"];
            distributions: {
                /** @description UFOs left in orbit. */
                ufosLeft: components["schemas"]["Distribution"];
            };
            elapsedMs: components["schemas"]["ElapsedMs"];
            engine: components["schemas"]["Engine"];
            expectations: {
                /** @description Rolls made (best play). */
                rolls: components["schemas"]["Expectation"];
                /** @description UFOs left in orbit (best play). */
                ufosLeft: components["schemas"]["Expectation"];
            };
            /** @description What to do now, under the best play. */
            firstMove: {
                /** @description Stop now (true) or roll (false). */
                stop: boolean;
            };
            /** @description best - defaultPlay. */
            gain: components["schemas"]["BestPlayValue"];
            method: components["schemas"]["MethodUsed"];
            /** @description The objective played for, as read from the request. */
            objective: {
                /** @enum {string} */
                direction: "max" | "min";
                name: string;
                unitPrice: number | string;
            };
            policy: components["schemas"]["BestPlayPolicy"];
            probabilities: {
                /** @description Every UFO in orbit is destroyed (best play). */
                cleared: components["schemas"]["Probability"];
                /** @description A loss exhausted the satellites (best play). */
                exhausted: components["schemas"]["Probability"];
            };
            seed: components["schemas"]["SeedUsed"];
            trials: components["schemas"]["TrialsRun"];
        };
        OrbitalDefenseBestRequestInput: {
            confidence?: components["schemas"]["ConfidenceInput"];
            die?: components["schemas"]["XcomDieInput"];
            method?: components["schemas"]["MethodInput"];
            /**
             * @description The player's objective (default: `cleared`, maximised). The value played for is E[objective] - unitPrice x E[units lost] when maximising, E[objective] + unitPrice x E[units lost] when minimising.
             * @default {
             *       "name": "cleared",
             *       "direction": "max"
             *     }
             */
            objective?: {
                /**
                 * @description "max" (default): as large as can be; "min": as small as can be.
                 * @default max
                 * @enum {string}
                 */
                direction?: "max" | "min";
                /**
                 * @description What the best play is best at: one of the answer's probabilities (`cleared`, `exhausted`: its chance) or expectations (`ufosLeft`, `rolls`: its mean). Default `cleared`.
                 * @default cleared
                 * @enum {string}
                 */
                name?: "cleared" | "exhausted" | "ufosLeft" | "rolls";
            };
            policy?: components["schemas"]["StopPolicyInput"];
            /**
             * @description Most policy rows the answer lists (0..1000, default 100).
             * @default 100
             */
            policyRows?: number;
            precision?: components["schemas"]["PrecisionInput"];
            /** @description Satellites in orbit (not exhausted): one XCOM die each. */
            satellites: number;
            seed?: components["schemas"]["SeedInput"];
            threat?: components["schemas"]["ThreatInput"];
            threatCap?: components["schemas"]["ThreatCapInput"];
            trials?: components["schemas"]["TrialsInput"];
            /** @description UFOs in orbit (0..20). */
            ufos: number;
            /**
             * @description What one unit lost (a satellite exhausted: a loss costs `satellites` x unitPrice) is worth in the objective's units (>= 0, default 0): a number, read as the decimal written (0.1 is 1/10), or an exact fraction such as "1/6". Units lost now are missing next round.
             * @default 0
             */
            unitPrice?: number | string;
        };
        OrbitalDefensePoliciesAnswer: {
            confidence: components["schemas"]["ConfidenceUsed"];
            elapsedMs: components["schemas"]["ElapsedMs"];
            /** @description The endpoint every row was asked of. */
            endpoint: string;
            engine: components["schemas"]["Engine"];
            /** @description The endpoint's probability reported as `finish`. */
            finish: string;
            /** @description The endpoint's probability reported as `loss`. */
            loss: string;
            /** @description One row per stopping rule: the default, then stopAtThreat T, then maxRolls R. */
            rules: components["schemas"]["StoppingRuleRow"][];
            /** @description The seed of the Monte Carlo rows, the same for all (null when every row is exact). */
            seed: number | null;
        };
        OrbitalDefensePoliciesRequestInput: {
            confidence?: components["schemas"]["ConfidenceInput"];
            die?: components["schemas"]["XcomDieInput"];
            method?: components["schemas"]["PoliciesMethodInput"];
            /** @description Satellites in orbit (not exhausted): one XCOM die each. */
            satellites: number;
            seed?: components["schemas"]["SeedInput"];
            threat?: components["schemas"]["ThreatInput"];
            threatCap?: components["schemas"]["ThreatCapInput"];
            trials?: components["schemas"]["TrialsInput"];
            /** @description UFOs in orbit (0..20). */
            ufos: number;
        };
        OrbitalDefenseRequestInput: {
            confidence?: components["schemas"]["ConfidenceInput"];
            die?: components["schemas"]["XcomDieInput"];
            method?: components["schemas"]["MethodInput"];
            policy?: components["schemas"]["StopPolicyInput"];
            precision?: components["schemas"]["PrecisionInput"];
            /** @description Satellites in orbit (not exhausted): one XCOM die each. */
            satellites: number;
            seed?: components["schemas"]["SeedInput"];
            threat?: components["schemas"]["ThreatInput"];
            threatCap?: components["schemas"]["ThreatCapInput"];
            trials?: components["schemas"]["TrialsInput"];
            /** @description UFOs in orbit (0..20). */
            ufos: number;
        };
        OrbitalDefenseUnitsNeededAnswer: {
            /** @description The chance of clearing orbit with `fewest` (null when none reaches the target). */
            chance: components["schemas"]["Probability"] | null;
            /** @description The answer in words. */
            detail: string;
            elapsedMs: components["schemas"]["ElapsedMs"];
            /** @description The endpoint every count was asked of. */
            endpoint: string;
            engine: components["schemas"]["Engine"];
            /** @description The fewest satellites (1..12) reaching the target; null when none does. */
            fewest: number | null;
            /**
             * @description "exact" when every count was computed exactly, else "monte-carlo".
             * @enum {string}
             */
            method: "monte-carlo" | "exact";
            /** @description The seed of the sampled counts (null when all are exact). */
            seed: number | null;
            /** @description Every count 1..12. */
            table: {
                /** @description The chance of clearing orbit. */
                finish: components["schemas"]["Probability"];
                /** @description The chance of a loss. */
                loss: components["schemas"]["Probability"];
                /**
                 * @description How this count was computed.
                 * @enum {string}
                 */
                method: "monte-carlo" | "exact";
                /** @description `finish` is at least the target. */
                reachesTarget: boolean;
                /** @description How many satellites. */
                units: number;
            }[];
            /** @description The target asked for. */
            target: number;
            /** @description The units counted. */
            units: string;
        };
        OrbitalDefenseUnitsNeededRequestInput: {
            confidence?: components["schemas"]["ConfidenceInput"];
            die?: components["schemas"]["XcomDieInput"];
            method?: components["schemas"]["SearchMethodInput"];
            policy?: components["schemas"]["StopPolicyInput"];
            seed?: components["schemas"]["SeedInput"];
            /** @description The chance of finishing the task wanted, in (0, 1]; compared exactly, as the decimal written (0.7 is 7/10). */
            target: number;
            threat?: components["schemas"]["ThreatInput"];
            threatCap?: components["schemas"]["ThreatCapInput"];
            trials?: components["schemas"]["TrialsInput"];
            /** @description UFOs in orbit (0..20). */
            ufos: number;
        };
        Placement: {
            /** @description The base's soldiers after placement (their names; an unnamed one by its place in its list). */
            base: string[];
            /** @description Interceptors over each continent after placement (those fixed included). */
            continents: {
                interceptors: number;
                name: string;
            }[];
            /** @description Each mission card's soldiers after placement. */
            missions: {
                name?: string;
                soldiers: string[];
            }[];
            /** @description Satellites in orbit after placement. */
            orbit: {
                satellites: number;
            };
            /** @description Pool units placed (each costs 1 in phase 1). */
            placed: number;
            /** @description Scientists on each research area after placement. */
            research: {
                name?: string;
                scientists: number;
            }[];
        };
        /**
         * @description The player's limits (default: none).
         * @default {}
         */
        PlanLimitsInput: {
            /** @description Most interceptors over one continent after placement (those already there included). */
            maxInterceptorsPerContinent?: number;
            /**
             * @description Continents that take no interceptor from the pool.
             * @default []
             */
            noInterceptors?: string[];
        };
        PlanObjective: {
            /**
             * @description "min": the lowest value ranks first; "max": the highest.
             * @enum {string}
             */
            direction: "min" | "max";
            /**
             * @description A probability or expectation of `/v1/xcom/round`'s answer: `anyContinentAtTrackEnd`, `allResearchCompleted`, `redSpaceReached`, `allMissionsCompleted` (probabilities), `continentsAtTrackEnd`, `baseDamageAfter`, `scientistsExhausted`, `satellitesExhausted`, `interceptorsLost`, `soldiersKilled` (expectations).
             * @enum {string}
             */
            name: "anyContinentAtTrackEnd" | "continentsAtTrackEnd" | "interceptorsLost" | "satellitesExhausted" | "allResearchCompleted" | "scientistsExhausted" | "redSpaceReached" | "baseDamageAfter" | "allMissionsCompleted" | "soldiersKilled";
        };
        PlanObjectiveInput: {
            /**
             * @description "min": the lowest value ranks first; "max": the highest.
             * @enum {string}
             */
            direction: "min" | "max";
            /**
             * @description A probability or expectation of `/v1/xcom/round`'s answer: `anyContinentAtTrackEnd`, `allResearchCompleted`, `redSpaceReached`, `allMissionsCompleted` (probabilities), `continentsAtTrackEnd`, `baseDamageAfter`, `scientistsExhausted`, `satellitesExhausted`, `interceptorsLost`, `soldiersKilled` (expectations).
             * @enum {string}
             */
            name: "anyContinentAtTrackEnd" | "continentsAtTrackEnd" | "interceptorsLost" | "satellitesExhausted" | "allResearchCompleted" | "scientistsExhausted" | "redSpaceReached" | "baseDamageAfter" | "allMissionsCompleted" | "soldiersKilled";
        };
        /**
         * @description Units free to place. Any of them may also stay off the board, where they cost no upkeep.
         * @default {}
         */
        PlanPoolInput: {
            /**
             * @description Interceptors to place over any continent (0..12).
             * @default 0
             */
            interceptors?: number;
            /**
             * @description Satellites that may go in orbit (0..12).
             * @default 0
             */
            satellites?: number;
            /**
             * @description Scientists to place on the research areas listed (0..12).
             * @default 0
             */
            scientists?: number;
            /**
             * @description Soldiers to place in the base (when `base` is given) or on a mission card listed, as in base defence (0..8).
             * @default []
             */
            soldiers?: components["schemas"]["BaseDefenseSoldierInput"][];
        };
        /**
         * @description "exact" (default) computes every row without sampling, falling back to Monte Carlo for a row whose state space is too large; "monte-carlo" samples every row.
         * @default exact
         * @enum {string}
         */
        PoliciesMethodInput: "exact" | "monte-carlo";
        /** @description Stop early once every reported probability's interval half-width is at most this. Tested at fixed checkpoints (after 1, 2, 4, ..., 64 chunks of 16,384 trials, then every 64 chunks), never past `trials`. */
        PrecisionInput: number;
        Probability: {
            /** @description Wilson score interval [low, high] at `confidence`; [p, p] when exact. */
            ci: number[];
            /** @description The exact probability as "numerator/denominator" (method "exact" only). */
            fraction?: string;
            /** @description Estimated (or exact) probability. */
            p: number;
        };
        Problem: {
            /** @description What went wrong with this request. */
            detail: string;
            /** @description Every bad field of an invalid request. */
            errors?: {
                /** @description What is wrong with it. */
                message: string;
                /** @description The bad field, such as body.scientists (querystring.format for the query). */
                path: string;
            }[];
            /** @description The HTTP status code. */
            status: number;
            /** @description Short summary of the kind of problem. */
            title: string;
            /** @description A URI reference naming the kind of problem, such as /problems/invalid-request. */
            type: string;
        };
        ResearchAnswer: {
            confidence: components["schemas"]["ConfidenceUsed"];
            distributions: {
                /** @description Markers placed this phase. */
                markers: components["schemas"]["Distribution"];
                /** @description Rolls made. */
                rolls: components["schemas"]["Distribution"];
            };
            elapsedMs: components["schemas"]["ElapsedMs"];
            engine: components["schemas"]["Engine"];
            expectations: {
                /** @description Markers placed this phase (at most cost - progress). */
                markers: components["schemas"]["Expectation"];
                /** @description Rolls made. */
                rolls: components["schemas"]["Expectation"];
            };
            links?: components["schemas"]["Links"];
            method: components["schemas"]["MethodUsed"];
            probabilities: {
                /** @description The tech is researched this phase (markers reach the cost). */
                completed: components["schemas"]["Probability"];
                /** @description A loss exhausted the scientists (can overlap `completed`: successes of a losing roll still count). */
                exhausted: components["schemas"]["Probability"];
            };
            seed: components["schemas"]["SeedUsed"];
            trials: components["schemas"]["TrialsRun"];
        };
        ResearchBestAnswer: {
            /** @description The value of the best play (exact with method "exact"). */
            best: components["schemas"]["BestPlayValue"];
            confidence: components["schemas"]["ConfidenceUsed"];
            /** @description The same value for the endpoint's own play of the same body (its `policy` included). */
            defaultPlay: components["schemas"]["BestPlayValue"];
            distributions: {
                /** @description Markers placed this phase. */
                markers: components["schemas"]["Distribution"];
                /** @description Rolls made. */
                rolls: components["schemas"]["Distribution"];
            };
            elapsedMs: components["schemas"]["ElapsedMs"];
            engine: components["schemas"]["Engine"];
            expectations: {
                /** @description Markers placed this phase (best play). */
                markers: components["schemas"]["Expectation"];
                /** @description Rolls made (best play). */
                rolls: components["schemas"]["Expectation"];
            };
            /** @description What to do now, under the best play. */
            firstMove: components["schemas"]["RollOrStop"];
            /** @description best - defaultPlay. */
            gain: components["schemas"]["BestPlayValue"];
            method: components["schemas"]["MethodUsed"];
            /** @description The objective played for, as read from the request. */
            objective: {
                /** @enum {string} */
                direction: "max" | "min";
                name: string;
                unitPrice: number | string;
            };
            policy: components["schemas"]["BestPlayPolicy"];
            probabilities: {
                /** @description The tech is researched this phase (best play). */
                completed: components["schemas"]["Probability"];
                /** @description A loss exhausted the scientists (best play). */
                exhausted: components["schemas"]["Probability"];
            };
            seed: components["schemas"]["SeedUsed"];
            trials: components["schemas"]["TrialsRun"];
        };
        ResearchBestRequestInput: {
            /**
             * @description Extra dice (the Laboratory asset).
             * @default 0
             */
            bonusDice?: number;
            confidence?: components["schemas"]["ConfidenceInput"];
            /** @description Research cost of the tech card (markers needed). */
            cost: number;
            die?: components["schemas"]["XcomDieInput"];
            method?: components["schemas"]["MethodInput"];
            /**
             * @description The player's objective (default: `completed`, maximised). The value played for is E[objective] - unitPrice x E[units lost] when maximising, E[objective] + unitPrice x E[units lost] when minimising.
             * @default {
             *       "name": "completed",
             *       "direction": "max"
             *     }
             */
            objective?: {
                /**
                 * @description "max" (default): as large as can be; "min": as small as can be.
                 * @default max
                 * @enum {string}
                 */
                direction?: "max" | "min";
                /**
                 * @description What the best play is best at: one of the answer's probabilities (`completed`, `exhausted`: its chance) or expectations (`rolls`, `markers`: its mean). Default `completed`.
                 * @default completed
                 * @enum {string}
                 */
                name?: "completed" | "exhausted" | "rolls" | "markers";
            };
            policy?: components["schemas"]["StopPolicyInput"];
            /**
             * @description Most policy rows the answer lists (0..1000, default 100).
             * @default 100
             */
            policyRows?: number;
            precision?: components["schemas"]["PrecisionInput"];
            /**
             * @description Markers already on the tech card from earlier rounds (0..cost-1).
             * @default 0
             */
            progress?: number;
            /** @description Scientists in the research area: one XCOM die each. */
            scientists: number;
            seed?: components["schemas"]["SeedInput"];
            threat?: components["schemas"]["ThreatInput"];
            threatCap?: components["schemas"]["ThreatCapInput"];
            trials?: components["schemas"]["TrialsInput"];
            /**
             * @description What one unit lost (a scientist exhausted: a loss costs `scientists` x unitPrice) is worth in the objective's units (>= 0, default 0): a number, read as the decimal written (0.1 is 1/10), or an exact fraction such as "1/6". Units lost now are missing next round.
             * @default 0
             */
            unitPrice?: number | string;
        };
        ResearchPoliciesAnswer: {
            confidence: components["schemas"]["ConfidenceUsed"];
            elapsedMs: components["schemas"]["ElapsedMs"];
            /** @description The endpoint every row was asked of. */
            endpoint: string;
            engine: components["schemas"]["Engine"];
            /** @description The endpoint's probability reported as `finish`. */
            finish: string;
            /** @description The endpoint's probability reported as `loss`. */
            loss: string;
            /** @description One row per stopping rule: the default, then stopAtThreat T, then maxRolls R. */
            rules: components["schemas"]["StoppingRuleRow"][];
            /** @description The seed of the Monte Carlo rows, the same for all (null when every row is exact). */
            seed: number | null;
        };
        ResearchPoliciesRequestInput: {
            /**
             * @description Extra dice (the Laboratory asset).
             * @default 0
             */
            bonusDice?: number;
            confidence?: components["schemas"]["ConfidenceInput"];
            /** @description Research cost of the tech card (markers needed). */
            cost: number;
            die?: components["schemas"]["XcomDieInput"];
            method?: components["schemas"]["PoliciesMethodInput"];
            /**
             * @description Markers already on the tech card from earlier rounds (0..cost-1).
             * @default 0
             */
            progress?: number;
            /** @description Scientists in the research area: one XCOM die each. */
            scientists: number;
            seed?: components["schemas"]["SeedInput"];
            threat?: components["schemas"]["ThreatInput"];
            threatCap?: components["schemas"]["ThreatCapInput"];
            trials?: components["schemas"]["TrialsInput"];
        };
        ResearchRequestInput: {
            /**
             * @description Extra dice (the Laboratory asset).
             * @default 0
             */
            bonusDice?: number;
            confidence?: components["schemas"]["ConfidenceInput"];
            /** @description Research cost of the tech card (markers needed). */
            cost: number;
            die?: components["schemas"]["XcomDieInput"];
            method?: components["schemas"]["MethodInput"];
            policy?: components["schemas"]["StopPolicyInput"];
            precision?: components["schemas"]["PrecisionInput"];
            /**
             * @description Markers already on the tech card from earlier rounds (0..cost-1).
             * @default 0
             */
            progress?: number;
            /** @description Scientists in the research area: one XCOM die each. */
            scientists: number;
            seed?: components["schemas"]["SeedInput"];
            threat?: components["schemas"]["ThreatInput"];
            threatCap?: components["schemas"]["ThreatCapInput"];
            trials?: components["schemas"]["TrialsInput"];
        };
        ResearchUnitsNeededAnswer: {
            /** @description The chance of researching the tech with `fewest` (null when none reaches the target). */
            chance: components["schemas"]["Probability"] | null;
            /** @description The answer in words. */
            detail: string;
            elapsedMs: components["schemas"]["ElapsedMs"];
            /** @description The endpoint every count was asked of. */
            endpoint: string;
            engine: components["schemas"]["Engine"];
            /** @description The fewest scientists (1..12) reaching the target; null when none does. */
            fewest: number | null;
            /**
             * @description "exact" when every count was computed exactly, else "monte-carlo".
             * @enum {string}
             */
            method: "monte-carlo" | "exact";
            /** @description The seed of the sampled counts (null when all are exact). */
            seed: number | null;
            /** @description Every count 1..12. */
            table: {
                /** @description The chance of researching the tech. */
                finish: components["schemas"]["Probability"];
                /** @description The chance of a loss. */
                loss: components["schemas"]["Probability"];
                /**
                 * @description How this count was computed.
                 * @enum {string}
                 */
                method: "monte-carlo" | "exact";
                /** @description `finish` is at least the target. */
                reachesTarget: boolean;
                /** @description How many scientists. */
                units: number;
            }[];
            /** @description The target asked for. */
            target: number;
            /** @description The units counted. */
            units: string;
        };
        ResearchUnitsNeededRequestInput: {
            /**
             * @description Extra dice (the Laboratory asset).
             * @default 0
             */
            bonusDice?: number;
            confidence?: components["schemas"]["ConfidenceInput"];
            /** @description Research cost of the tech card (markers needed). */
            cost: number;
            die?: components["schemas"]["XcomDieInput"];
            method?: components["schemas"]["SearchMethodInput"];
            policy?: components["schemas"]["StopPolicyInput"];
            /**
             * @description Markers already on the tech card from earlier rounds (0..cost-1).
             * @default 0
             */
            progress?: number;
            seed?: components["schemas"]["SeedInput"];
            /** @description The chance of finishing the task wanted, in (0, 1]; compared exactly, as the decimal written (0.7 is 7/10). */
            target: number;
            threat?: components["schemas"]["ThreatInput"];
            threatCap?: components["schemas"]["ThreatCapInput"];
            trials?: components["schemas"]["TrialsInput"];
        };
        RollOrStop: {
            /** @description Stop now (true) or roll (false). */
            stop: boolean;
        };
        RoundAnswer: {
            /** @description Phase 7 (phase 8 is `probabilities.redSpaceReached`). */
            base: components["schemas"]["RoundBaseOdds"];
            budget: components["schemas"]["RoundAudit"];
            confidence: components["schemas"]["ConfidenceUsed"];
            /** @description Per continent, in the order of the request. */
            continents: components["schemas"]["RoundContinentOdds"][];
            distributions: {
                /** @description The base's damage after the round. */
                baseDamageAfter: components["schemas"]["Distribution"];
                /** @description How many continents reach the end of the track. */
                continentsAtTrackEnd: components["schemas"]["Distribution"];
                /** @description Interceptors sent to the pool. */
                interceptorsLost: components["schemas"]["Distribution"];
                /** @description Satellites exhausted. */
                satellitesExhausted: components["schemas"]["Distribution"];
                /** @description Scientists exhausted. */
                scientistsExhausted: components["schemas"]["Distribution"];
                /** @description Soldiers killed. */
                soldiersKilled: components["schemas"]["Distribution"];
            };
            elapsedMs: components["schemas"]["ElapsedMs"];
            engine: components["schemas"]["Engine"];
            expectations: {
                /** @description The base's damage after the round (damage already taken plus this round's). */
                baseDamageAfter: components["schemas"]["Expectation"];
                /** @description Continents whose panic reaches the end of the track. */
                continentsAtTrackEnd: components["schemas"]["Expectation"];
                /** @description Interceptors sent to the recruitment pool (phase 6). */
                interceptorsLost: components["schemas"]["Expectation"];
                /** @description Satellites exhausted (phase 5). */
                satellitesExhausted: components["schemas"]["Expectation"];
                /** @description Scientists exhausted (phase 4). */
                scientistsExhausted: components["schemas"]["Expectation"];
                /** @description Soldiers killed, in the base and on the mission cards (phases 7 and 9). */
                soldiersKilled: components["schemas"]["Expectation"];
            };
            links?: components["schemas"]["Links"];
            method: components["schemas"]["MethodUsed"];
            /** @description Per mission card, in order (phase 9). */
            missions: components["schemas"]["RoundMissionOdds"][];
            /** @description Phase 5. */
            orbit: components["schemas"]["RoundOrbitOdds"];
            probabilities: {
                /** @description Every mission card is completed (certain when none is given). */
                allMissionsCompleted: components["schemas"]["Probability"];
                /** @description Every research area given completes its tech (certain when none is given). */
                allResearchCompleted: components["schemas"]["Probability"];
                /** @description Some continent's panic reaches `panicTrackEnd` after the round. */
                anyContinentAtTrackEnd: components["schemas"]["Probability"];
                /** @description Phase 8's question: the base's damage reaches the red space (`base.damage` plus 1 per enemy left alive >= `base.redSpace`). */
                redSpaceReached: components["schemas"]["Probability"];
            };
            /** @description Per research area, in order (phase 4). */
            research: components["schemas"]["RoundResearchOdds"][];
            seed: components["schemas"]["SeedUsed"];
            /** @description The tie-break order played: every continent, the first taking a tie. */
            tieBreak: string[];
            trials: components["schemas"]["TrialsRun"];
        };
        /** @description Phase 1 as played (no dice): null without `money`. */
        RoundAudit: {
            /** @description The advances of the shortfall, in order. */
            advances: {
                continent: string;
                from: number;
                /** @description Continents tied with it for the highest panic (the tie-break order chose). */
                tiedWith: string[];
                to: number;
            }[];
            continents: {
                advancedBy: number;
                atEnd: boolean;
                name: string;
                panic: number;
                panicBefore: number;
            }[];
            /** @description Money left for phase 2 (nothing is recruited in this round: it would roll no die). */
            moneyLeft: number;
            /** @description What the money covered. */
            paid: number;
            /** @description Upkeep the money did not cover: the panic it adds. */
            shortfall: number;
            /** @description Shortfall left once every continent is at the end of the track. */
            unabsorbed: number;
            /** @description The cost: 1 per unit and token paid for. */
            upkeep: number;
        } | null;
        /** @description Phases 7 and 8: the base (default: no enemy in it, no damage). */
        RoundBaseInput: {
            /**
             * @description Base damage already taken.
             * @default 0
             */
            damage?: number;
            /**
             * @description Enemies in the base (0..8), attacked in this order.
             * @default []
             */
            enemies?: components["schemas"]["BaseDefenseEnemyInput"][];
            /** @description The damage at which the base's track reaches the red space (the invasion plan's critical effect; phase 8). */
            redSpace: number;
            /**
             * @description Soldiers in the base defence area (0..12).
             * @default []
             */
            soldiers?: components["schemas"]["BaseDefenseSoldierInput"][];
        };
        RoundBaseOdds: {
            distributions: {
                /** @description Base damage taken this round. */
                baseDamage: components["schemas"]["Distribution"];
                /** @description Rolls made. */
                rolls: components["schemas"]["Distribution"];
                /** @description Soldiers of the base killed. */
                soldiersLost: components["schemas"]["Distribution"];
            };
            expectations: {
                /** @description Base damage taken this round: 1 per enemy left alive. */
                baseDamage: components["schemas"]["Expectation"];
                /** @description Rolls made. */
                rolls: components["schemas"]["Expectation"];
                /** @description Soldiers of the base killed. */
                soldiersLost: components["schemas"]["Expectation"];
            };
            probabilities: {
                /** @description Every enemy in the base is destroyed. */
                allDestroyed: components["schemas"]["Probability"];
                /** @description A loss killed some soldier of the base. */
                anySoldierLost: components["schemas"]["Probability"];
            };
        };
        RoundContinentInput: {
            /**
             * @description Interceptors over the continent (phase 6): one XCOM die each (0: no test, its UFOs stay).
             * @default 0
             */
            interceptors?: number;
            /** @description Name of the continent (unique in the list). */
            name: string;
            /** @description Its panic at the start of the resolution phase (0..panicTrackEnd). */
            panic: number;
            /**
             * @description UFOs over the continent (phase 6, 0..20): each one left advances its panic by 1.
             * @default 0
             */
            ufos?: number;
        };
        RoundContinentOdds: {
            distributions: {
                /** @description Phase 6: UFOs left over it. */
                ufosLeft: components["schemas"]["Distribution"];
            };
            expectations: {
                /** @description Panic after the round. */
                panic: components["schemas"]["Expectation"];
                /** @description Phase 6: UFOs left over it (its own panic gain). */
                ufosLeft: components["schemas"]["Expectation"];
            };
            name: string;
            /** @description Panic after the round (phases 1, 5 and 6), never past `panicTrackEnd`. */
            panic: components["schemas"]["Distribution"];
            /** @description Panic at the start of the resolution phase. */
            panicBefore: number;
            probabilities: {
                /** @description Phase 6: every UFO over it is destroyed. */
                cleared: components["schemas"]["Probability"];
                /** @description Phase 6: a loss sent its interceptors to the recruitment pool. */
                interceptorsLost: components["schemas"]["Probability"];
            };
            /** @description The chance its panic reaches `panicTrackEnd`. */
            trackEnd: components["schemas"]["Probability"];
        };
        RoundMissionOdds: {
            distributions: {
                /** @description Soldiers of the card killed. */
                soldiersLost: components["schemas"]["Distribution"];
                /** @description Tasks of the card done. */
                tasksDone: components["schemas"]["Distribution"];
            };
            expectations: {
                /** @description Soldiers of the card killed. */
                soldiersLost: components["schemas"]["Expectation"];
                /** @description Tasks of the card done, from the left. */
                tasksDone: components["schemas"]["Expectation"];
            };
            name?: string;
            probabilities: {
                /** @description A loss killed some soldier of the card. */
                anySoldierLost: components["schemas"]["Probability"];
                /** @description Every task of the card is done. */
                completed: components["schemas"]["Probability"];
            };
        };
        /**
         * @description Phase 5: the orbit (default: empty).
         * @default {}
         */
        RoundOrbitInput: {
            /**
             * @description Satellites in orbit, not exhausted (0..12): one XCOM die each.
             * @default 0
             */
            satellites?: number;
            /**
             * @description UFOs in orbit (0..20): each one left advances the lowest-panic continent by 1.
             * @default 0
             */
            ufos?: number;
        };
        RoundOrbitOdds: {
            distributions: {
                /** @description UFOs left in orbit. */
                ufosLeft: components["schemas"]["Distribution"];
            };
            expectations: {
                /** @description Rolls made. */
                rolls: components["schemas"]["Expectation"];
                /** @description UFOs left in orbit: the panic they add, lowest continent first. */
                ufosLeft: components["schemas"]["Expectation"];
            };
            probabilities: {
                /** @description Every UFO in orbit is destroyed. */
                cleared: components["schemas"]["Probability"];
                /** @description A loss exhausted the satellites. */
                exhausted: components["schemas"]["Probability"];
            };
            satellites: number;
            ufos: number;
        };
        RoundPlansAnswer: {
            /** @description Plans valued exactly by the round's own exact computation. */
            confirmed: number;
            /** @description Plans in all: every placement of the pool the limits allow. */
            count: number;
            elapsedMs: number;
            engine: {
                rng: string;
                version: string;
            };
            /** @description Plans valued in doubles (combined from their parts), the rest pruned part by part. */
            evaluated: number;
            /** @description The plans answered are the best ones, in this order, by their exact values (false: a plan left out ties in doubles and was not confirmed, or the ranking is sampled). */
            exactRanking: boolean;
            /**
             * @description "exact": every plan answered valued exactly; "monte-carlo": exact was out of reach, and the leading plans are ranked by paired Monte Carlo (see `sampled`).
             * @enum {string}
             */
            method: "exact" | "monte-carlo";
            objective: components["schemas"]["PlanObjective"];
            /** @description The player's own plan: the board as given, the pool left off it. */
            own: {
                /** @description Sampled only: Wilson score interval [low, high] of `value` at `confidence`. */
                ci?: number[];
                /** @description Its value minus the best plan's (exact; or paired, with its interval, where sampled). */
                difference: {
                    ci?: number[];
                    fraction?: string;
                    value: number;
                };
                /** @description The same, exact (absent when sampled). */
                fraction?: string;
                placement: components["schemas"]["Placement"];
                /** @description The player's own plan's rank among every plan, padded ones included (1 is the best; first among those it ties); where sampled, by the screen's estimates. */
                rank: number;
                secondFraction?: string;
                /** @description The second objective's value. */
                secondValue?: number;
                /** @description The objective's value (estimated where `method` is "monte-carlo"). */
                value: number;
            };
            /** @description Padded plans left out that rank above the last plan answered, of those the search ranked (made of each part's best options; 0 with `includePadded`, and where the ranking is sampled): each only adds units to a plan ranked above it for no gain. */
            paddedLeftOut: number;
            /** @description The best plans, best first; values exact, or estimated where `method` is "monte-carlo". */
            plans: {
                /** @description Sampled only: Wilson score interval [low, high] of `value` at `confidence`. */
                ci?: number[];
                /** @description Sampled only: this plan's value minus the plan ranked first, paired (Newcombe's method 10 interval at `confidence`). */
                difference?: {
                    ci: number[];
                    value: number;
                };
                /** @description The same, exact (absent when sampled). */
                fraction?: string;
                placement: components["schemas"]["Placement"];
                rank: number;
                secondFraction?: string;
                /** @description The second objective's value. */
                secondValue?: number;
                /** @description The objective's value (estimated where `method` is "monte-carlo"). */
                value: number;
            }[];
            /** @enum {string} */
            play: "default" | "best";
            /** @description Present when exact was out of reach: every way of placing the soldiers screened by paired Monte Carlo, the leading ones and the player's own plan ranked by a second paired run (docs/planner.md). */
            sampled?: {
                confidence: number;
                /** @description Trials of each of the soldiers' placements in the screen (on the stream of seed + 1). */
                screenTrials: number;
                seed: number;
                /** @description Trials of each plan in the ranking run. */
                trials: number;
            };
            secondObjective?: components["schemas"]["PlanObjective"];
        };
        RoundPlansRequestInput: {
            base?: components["schemas"]["RoundBaseInput"];
            /** @description Level of the intervals of a sampled ranking (0.5..0.9999). */
            confidence?: components["schemas"]["ConfidenceInput"];
            /** @description The continents (1..8): their panic, and their interceptors and UFOs for phase 6, which resolves them in this order. */
            continents: components["schemas"]["RoundContinentInput"][];
            die?: components["schemas"]["XcomDieInput"];
            /**
             * @description Answer padded plans too (default false: left out, and counted in `paddedLeftOut`). A padded plan only adds units to a plan ranked above it for no gain: the plan above places a part of its units where it places them (every place holding at most as many, fewer units in all) and it is better on no objective, its exact values equal or worse (a tie in doubles is settled by the fractions). Plans ranked by paired Monte Carlo are never left out: an estimate cannot show that units gain nothing.
             * @default false
             */
            includePadded?: boolean;
            limits?: components["schemas"]["PlanLimitsInput"];
            /**
             * @description Phase 9: the mission cards (0..6) in the order resolved, each with its own soldiers, the threat carried from one to the next.
             * @default []
             */
            missions?: components["schemas"]["MissionCardInput"][];
            /** @description Phase 1: the Commander's money. Without it the upkeep is taken as paid (no deficit panic). */
            money?: number;
            /**
             * @description What the plans are ranked by (default: the lowest chance that some continent reaches the end of the panic track).
             * @default {
             *       "name": "anyContinentAtTrackEnd",
             *       "direction": "min"
             *     }
             */
            objective?: components["schemas"]["PlanObjectiveInput"];
            orbit?: components["schemas"]["RoundOrbitInput"];
            /** @description The last space of the panic track: a continent there takes no more panic. */
            panicTrackEnd: number;
            /**
             * @description How base defence and missions are played, in the search and in the exact answer of every plan, as `/v1/xcom/round` plays them with the same `play`: "default", by `policy` and the rules of `/v1/xcom/base-defense` and `/v1/xcom/mission`; "best", by their best play (as `/v1/xcom/base-defense/best` and `/v1/xcom/mission/best` find it), each for its main event maximised (every enemy destroyed; every mission completed), no price per soldier, `policy.base` and `policy.missions` not read.
             * @default default
             * @enum {string}
             */
            play?: "default" | "best";
            policy?: components["schemas"]["RoundPolicyInput"];
            pool?: components["schemas"]["PlanPoolInput"];
            /**
             * @description Phase 4: the research areas I, II, III in order (0..3), each with its tech card.
             * @default []
             */
            research?: components["schemas"]["RoundResearchAreaInput"][];
            /** @description Ranks the plans that tie on `objective`. */
            secondObjective?: components["schemas"]["PlanObjectiveInput"];
            /** @description Seed of the paired Monte Carlo ranking, used only where exact is out of reach (0..4,294,967,295; drawn at random and echoed when absent). The same seed, body and service version give the same answer byte for byte, whatever the number of threads. */
            seed?: components["schemas"]["SeedInput"];
            threatCap?: components["schemas"]["ThreatCapInput"];
            /** @description The player's choice in a tie for the highest (phase 1) or the lowest (phase 5) panic: continent names, the first listed taking it. Continents left out follow in the order of `continents`; default: the order of `continents`. */
            tieBreak?: string[];
            /**
             * @description Plans answered, best first (1..20, default 5).
             * @default 5
             */
            top?: number;
            /** @description Trials of each plan in the paired Monte Carlo ranking, used only where exact is out of reach (1..10,000,000; the screen and up to two ranking runs of the plans ranked at most 10,000,000 trials in all, else 400). */
            trials?: components["schemas"]["TrialsInput"];
            /** @description Phase 1: the units and tokens on the board, 1 each. By default: the soldiers in the base and on the mission cards, the interceptors over the continents, the scientists of the research areas and the satellites in orbit; give a count to replace one (units elsewhere on the board, say). */
            upkeep?: {
                /** @description Interceptors paid for in phase 1 (default: those in this body). */
                interceptors?: number;
                /** @description Satellites paid for in phase 1 (default: those in this body). */
                satellites?: number;
                /** @description Scientists paid for in phase 1 (default: those in this body). */
                scientists?: number;
                /** @description Soldiers paid for in phase 1 (default: those in this body). */
                soldiers?: number;
            };
        };
        /**
         * @description The stopping rule of each phase (default for each: roll until the task is done or lost, as that phase's own endpoint does).
         * @default {}
         */
        RoundPolicyInput: {
            /** @description Phase 7, as `/v1/xcom/base-defense` reads it. */
            base?: components["schemas"]["StopPolicyInput"];
            /** @description Phase 6, each continent on its own. */
            global?: components["schemas"]["StopPolicyInput"];
            /** @description Phase 9, as `/v1/xcom/mission` reads it. */
            missions?: components["schemas"]["StopPolicyInput"];
            /** @description Phase 5. */
            orbital?: components["schemas"]["StopPolicyInput"];
            /** @description Phase 4, each area on its own. */
            research?: components["schemas"]["StopPolicyInput"];
        };
        RoundRequestInput: {
            base?: components["schemas"]["RoundBaseInput"];
            confidence?: components["schemas"]["ConfidenceInput"];
            /** @description The continents (1..8): their panic, and their interceptors and UFOs for phase 6, which resolves them in this order. */
            continents: components["schemas"]["RoundContinentInput"][];
            die?: components["schemas"]["XcomDieInput"];
            method?: components["schemas"]["MethodInput"];
            /**
             * @description Phase 9: the mission cards (0..6) in the order resolved, each with its own soldiers, the threat carried from one to the next.
             * @default []
             */
            missions?: components["schemas"]["MissionCardInput"][];
            /** @description Phase 1: the Commander's money. Without it the upkeep is taken as paid (no deficit panic). */
            money?: number;
            orbit?: components["schemas"]["RoundOrbitInput"];
            /** @description The last space of the panic track: a continent there takes no more panic. */
            panicTrackEnd: number;
            /**
             * @description "default": every phase plays as its own endpoint does, by `policy`. "best": phases 7 and 9 by their best play (as `/v1/xcom/base-defense/best` and `/v1/xcom/mission/best` find it: which enemy, which soldiers, or stop, before every roll), each for its main event maximised (base defence: every enemy destroyed; missions: every mission completed), no price per soldier; `policy.base` and `policy.missions` are then not read.
             * @default default
             * @enum {string}
             */
            play?: "default" | "best";
            policy?: components["schemas"]["RoundPolicyInput"];
            precision?: components["schemas"]["PrecisionInput"];
            /**
             * @description Phase 4: the research areas I, II, III in order (0..3), each with its tech card.
             * @default []
             */
            research?: components["schemas"]["RoundResearchAreaInput"][];
            seed?: components["schemas"]["SeedInput"];
            threatCap?: components["schemas"]["ThreatCapInput"];
            /** @description The player's choice in a tie for the highest (phase 1) or the lowest (phase 5) panic: continent names, the first listed taking it. Continents left out follow in the order of `continents`; default: the order of `continents`. */
            tieBreak?: string[];
            trials?: components["schemas"]["TrialsInput"];
            /** @description Phase 1: the units and tokens on the board, 1 each. By default: the soldiers in the base and on the mission cards, the interceptors over the continents, the scientists of the research areas and the satellites in orbit; give a count to replace one (units elsewhere on the board, say). */
            upkeep?: {
                /** @description Interceptors paid for in phase 1 (default: those in this body). */
                interceptors?: number;
                /** @description Satellites paid for in phase 1 (default: those in this body). */
                satellites?: number;
                /** @description Scientists paid for in phase 1 (default: those in this body). */
                scientists?: number;
                /** @description Soldiers paid for in phase 1 (default: those in this body). */
                soldiers?: number;
            };
        };
        RoundResearchAreaInput: {
            /**
             * @description Extra dice (the Laboratory asset).
             * @default 0
             */
            bonusDice?: number;
            /** @description Research cost of the tech card (markers needed). */
            cost: number;
            /** @description A label for the area or its tech (not used by the odds). */
            name?: string;
            /**
             * @description Markers already on the tech card from earlier rounds (0..cost-1).
             * @default 0
             */
            progress?: number;
            /** @description Scientists in the area (0..12): one XCOM die each. With none the area rolls nothing, bonus dice or not. */
            scientists: number;
        };
        RoundResearchOdds: {
            distributions: {
                /** @description Markers placed this round. */
                markers: components["schemas"]["Distribution"];
                /** @description Rolls made. */
                rolls: components["schemas"]["Distribution"];
            };
            expectations: {
                /** @description Markers placed this round. */
                markers: components["schemas"]["Expectation"];
                /** @description Rolls made. */
                rolls: components["schemas"]["Expectation"];
            };
            name?: string;
            probabilities: {
                /** @description The tech is researched this round. */
                completed: components["schemas"]["Probability"];
                /** @description A loss exhausted the area's scientists. */
                exhausted: components["schemas"]["Probability"];
            };
        };
        /**
         * @description "exact" (default) computes every count without sampling, falling back to Monte Carlo (compared on the estimate) for a count too large; "monte-carlo" samples every count.
         * @default exact
         * @enum {string}
         */
        SearchMethodInput: "exact" | "monte-carlo";
        /** @description Seed of the random streams (0..4,294,967,295). The same seed, body and service version give the same answer byte for byte, whatever the number of threads; drawn at random (and echoed) when absent. */
        SeedInput: number;
        /** @description Seed used (null when exact). */
        SeedUsed: number | null;
        /**
         * @description A skill icon: "assault", "heavy", "sniper" or "support".
         * @enum {string}
         */
        SkillIcon: "assault" | "heavy" | "sniper" | "support";
        /**
         * @description A skill icon: "assault", "heavy", "sniper" or "support".
         * @enum {string}
         */
        SkillIconInput: "assault" | "heavy" | "sniper" | "support";
        StoppingRuleRow: {
            /** @description The chance of finishing the task. */
            finish: components["schemas"]["Probability"];
            /** @description The chance of a loss. */
            loss: components["schemas"]["Probability"];
            /**
             * @description How this row was computed ("exact" unless its state space was too large).
             * @enum {string}
             */
            method: "monte-carlo" | "exact";
            /** @description The rule as a `policy` field of the endpoint. */
            policy: {
                maxRolls?: number;
                stopAtThreat?: number;
            };
            /**
             * @description "default": roll until done or lost; "stopAtThreat": no roll once the threat exceeds `value`; "maxRolls": at most `value` rolls per task.
             * @enum {string}
             */
            rule: "default" | "stopAtThreat" | "maxRolls";
            /** @description Trials run for this row (0 when exact). */
            trials: number;
            /** @description No other rule finishes at least as often and loses at most as often, better on one count. */
            undominated: boolean;
            /** @description T or R of the rule (null for the default). */
            value: number | null;
        };
        /**
         * @description When the player stops rolling. By default the player rolls until the task is done or lost.
         * @default {}
         */
        StopPolicyInput: {
            /** @description At most this many rolls per task. */
            maxRolls?: number;
            /** @description No roll is started while the threat exceeds this. */
            stopAtThreat?: number;
        };
        /** @description A chart of the same answer: probabilities as bars with their intervals, distributions as histograms with their means. */
        SvgChart: string;
        SweepAnswer: {
            endpoint: string;
            field: string;
            /** @enum {string} */
            method: "monte-carlo" | "exact";
            rows: {
                expectations: {
                    [key: string]: components["schemas"]["Expectation"];
                };
                probabilities: {
                    [key: string]: components["schemas"]["Probability"];
                };
                /** @description Trials run for this row. */
                trials: number;
                value: number | string | boolean;
            }[];
            /** @description The seed every row used (null when exact). */
            seed: number | null;
        };
        SweepRequestInput: {
            /** @description The endpoint's request body (at most 16 levels deep); the varied field is set in it for each row. Its `seed` (drawn when absent) and `method` are those of every row. */
            body: {
                [key: string]: unknown;
            };
            /** @description The simulation endpoint to sweep, such as "/v1/xcom/research". */
            endpoint: string;
            /** @description Which probabilities to report (default: all of the endpoint's): names of the events every row reports in its `probabilities`; any other name is refused (400, naming it). */
            probabilities?: string[];
            /** @description The field to vary and its values. */
            vary: {
                /** @description Dotted path of the field to vary (at most 8 parts), such as "scientists", "policy.stopAtThreat", "continents.0.ufos" or "attacker.henchmen". A list index is at most the list's length; `seed` and `method` cannot be varied. */
                field: string;
                /** @description The values, one row each (1..50). */
                values: (number | string | boolean)[];
            };
        };
        TableAdvice: {
            /** @description The best move now, the exact value of the best play from here, and `/best`'s own `firstMove`. */
            best: {
                dice: number;
                firstMove: {
                    [key: string]: unknown;
                };
                fraction: string | null;
                move: components["schemas"]["TableMove"];
                text: string;
                value: number | null;
            };
            /** @description The phase's `policy`: its move now and its value from here. */
            defaultPlay: {
                dice: number;
                fraction: string | null;
                move: components["schemas"]["TableMove"];
                text: string;
                value: number | null;
            };
            moves: components["schemas"]["TableMoveOption"][];
            objective: {
                /** @enum {string} */
                direction: "max" | "min";
                name: string;
                unitPrice: number | string;
            };
            phase: number;
            /** @description `/best`'s question for the same state (null where no body writes it). */
            question: {
                body: {
                    [key: string]: unknown;
                };
                url: string;
            } | null;
            standing: components["schemas"]["TableStanding"];
            task: components["schemas"]["TableTask"];
        };
        TableAdviceAnswer: {
            /** @description The advice now (null once the round is over). */
            advice: components["schemas"]["TableAdvice"] | null;
            over: boolean;
            standing: components["schemas"]["TableStanding"];
            /** @description The state at the next decision, to send back: the board, and `at` (a TablePosition) written out whole. */
            state: {
                at: {
                    [key: string]: unknown;
                };
                board: {
                    [key: string]: unknown;
                };
            };
            summary: components["schemas"]["TableRoundSummary"];
        };
        TableAdviceRequestInput: {
            objectives?: components["schemas"]["TableObjectivesInput"];
            state: components["schemas"]["TableStateInput"];
        };
        TableBoardInput: {
            base?: components["schemas"]["RoundBaseInput"];
            /** @description The continents (1..8): their panic, and their interceptors and UFOs for phase 6, which resolves them in this order. */
            continents: components["schemas"]["RoundContinentInput"][];
            die?: components["schemas"]["XcomDieInput"];
            /**
             * @description Phase 9: the mission cards (0..6) in the order resolved, each with its own soldiers, the threat carried from one to the next.
             * @default []
             */
            missions?: components["schemas"]["MissionCardInput"][];
            /** @description Phase 1: the Commander's money. Without it the upkeep is taken as paid (no deficit panic). */
            money?: number;
            orbit?: components["schemas"]["RoundOrbitInput"];
            /** @description The last space of the panic track: a continent there takes no more panic. */
            panicTrackEnd: number;
            /**
             * @description "default": every phase plays as its own endpoint does, by `policy`. "best": phases 7 and 9 by their best play (as `/v1/xcom/base-defense/best` and `/v1/xcom/mission/best` find it: which enemy, which soldiers, or stop, before every roll), each for its main event maximised (base defence: every enemy destroyed; missions: every mission completed), no price per soldier; `policy.base` and `policy.missions` are then not read.
             * @default default
             * @enum {string}
             */
            play?: "default" | "best";
            policy?: components["schemas"]["RoundPolicyInput"];
            /**
             * @description Phase 4: the research areas I, II, III in order (0..3), each with its tech card.
             * @default []
             */
            research?: components["schemas"]["RoundResearchAreaInput"][];
            threatCap?: components["schemas"]["ThreatCapInput"];
            /** @description The player's choice in a tie for the highest (phase 1) or the lowest (phase 5) panic: continent names, the first listed taking it. Continents left out follow in the order of `continents`; default: the order of `continents`. */
            tieBreak?: string[];
            /** @description Phase 1: the units and tokens on the board, 1 each. By default: the soldiers in the base and on the mission cards, the interceptors over the continents, the scientists of the research areas and the satellites in orbit; give a count to replace one (units elsewhere on the board, say). */
            upkeep?: {
                /** @description Interceptors paid for in phase 1 (default: those in this body). */
                interceptors?: number;
                /** @description Satellites paid for in phase 1 (default: those in this body). */
                satellites?: number;
                /** @description Scientists paid for in phase 1 (default: those in this body). */
                scientists?: number;
                /** @description Soldiers paid for in phase 1 (default: those in this body). */
                soldiers?: number;
            };
        };
        /** @description What a roll showed: the successes (0..its dice) and the alien die (1..8, a loss at most the threat). */
        TableDiceInput: {
            alien: number;
            successes: number;
        };
        TableEvent: {
            count?: number;
            done?: boolean;
            from?: number;
            index?: number;
            /** @enum {string} */
            kind: "markers" | "threat" | "loss" | "taskDone" | "taskEnded" | "panic" | "baseDamage" | "cardEnded" | "phaseEnded" | "roundEnded";
            phase: number;
            soldiers?: number[];
            task?: number;
            text: string;
            to?: number;
        };
        /** @description `{"stop": true}` (phases 4, 6: the task; else the phase), `{"abandon": true}` (the mission card), or `{"roll": {...}}`: phase 7 names `enemy` and `soldiers`, 9 `soldiers` (places in their list); `area`, `continent`, `card`, `task` may name the task in play. */
        TableMove: {
            /** @constant */
            stop: true;
        } | {
            /** @constant */
            abandon: true;
        } | {
            roll: components["schemas"]["TableRoll"];
        };
        /** @description `{"stop": true}` (phases 4, 6: the task; else the phase), `{"abandon": true}` (the mission card), or `{"roll": {...}}`: phase 7 names `enemy` and `soldiers`, 9 `soldiers` (places in their list); `area`, `continent`, `card`, `task` may name the task in play. */
        TableMoveInput: {
            /** @constant */
            stop: true;
        } | {
            /** @constant */
            abandon: true;
        } | {
            roll: components["schemas"]["TableRollInput"];
        };
        TableMoveOption: {
            dice: number;
            move: components["schemas"]["TableMove"];
            text: string;
        };
        /**
         * @description Each phase's `objective` and `unitPrice`, as its `/best` endpoint takes them (default: that endpoint's, its main event, no price).
         * @default {}
         */
        TableObjectivesInput: {
            /** @default {} */
            base?: {
                /** @default {} */
                objective?: {
                    /**
                     * @default max
                     * @enum {string}
                     */
                    direction?: "max" | "min";
                    /**
                     * @default allDestroyed
                     * @enum {string}
                     */
                    name?: "allDestroyed" | "anySoldierLost" | "baseDamage" | "soldiersLost" | "rolls";
                };
                /**
                 * @description Per unit lost, as on `/best` (default 0).
                 * @default 0
                 */
                unitPrice?: number | string;
            };
            /** @default {} */
            global?: {
                /** @default {} */
                objective?: {
                    /**
                     * @default max
                     * @enum {string}
                     */
                    direction?: "max" | "min";
                    /**
                     * @default allCleared
                     * @enum {string}
                     */
                    name?: "allCleared" | "anyInterceptorsLost" | "panic";
                };
                /**
                 * @description Per unit lost, as on `/best` (default 0).
                 * @default 0
                 */
                unitPrice?: number | string;
            };
            /** @default {} */
            missions?: {
                /** @default {} */
                objective?: {
                    /**
                     * @default max
                     * @enum {string}
                     */
                    direction?: "max" | "min";
                    /**
                     * @default completed
                     * @enum {string}
                     */
                    name?: "completed" | "allCompleted" | "anySoldierLost" | "tasksDone" | "soldiersLost" | "rolls";
                };
                /**
                 * @description Per unit lost, as on `/best` (default 0).
                 * @default 0
                 */
                unitPrice?: number | string;
            };
            /** @default {} */
            orbital?: {
                /** @default {} */
                objective?: {
                    /**
                     * @default max
                     * @enum {string}
                     */
                    direction?: "max" | "min";
                    /**
                     * @default cleared
                     * @enum {string}
                     */
                    name?: "cleared" | "exhausted" | "ufosLeft" | "rolls";
                };
                /**
                 * @description Per unit lost, as on `/best` (default 0).
                 * @default 0
                 */
                unitPrice?: number | string;
            };
            /** @default {} */
            research?: {
                /** @default {} */
                objective?: {
                    /**
                     * @default max
                     * @enum {string}
                     */
                    direction?: "max" | "min";
                    /**
                     * @default completed
                     * @enum {string}
                     */
                    name?: "completed" | "exhausted" | "rolls" | "markers";
                };
                /**
                 * @description Per unit lost, as on `/best` (default 0).
                 * @default 0
                 */
                unitPrice?: number | string;
            };
        };
        /** @description Where play stands (left out: as at the start; lists as the board lists its items): the phase (4-7, 9, "over"), the item in play, the threat, its rolls, panic, base damage, and per item the markers placed, units lost. */
        TablePositionInput: {
            base?: {
                /** @default [] */
                killed?: number[];
                markers?: number[];
            };
            baseDamage?: number;
            continents?: {
                /** @default 0 */
                destroyed?: number;
                /** @default false */
                pooled?: boolean;
            }[];
            /** @default 0 */
            index?: number;
            missions?: {
                /** @default 0 */
                done?: number;
                /** @default [] */
                killed?: number[];
                /** @default 0 */
                markers?: number;
            }[];
            orbit?: {
                /** @default 0 */
                destroyed?: number;
                /** @default false */
                exhausted?: boolean;
            };
            panic?: number[];
            phase: 4 | 5 | 6 | 7 | 9 | "over";
            research?: {
                /** @default false */
                exhausted?: boolean;
                /** @default 0 */
                markers?: number;
            }[];
            /** @default 0 */
            rolls?: number;
            /** @default 1 */
            threat?: number;
        };
        TableRoll: {
            area?: number;
            card?: number;
            continent?: number;
            enemy?: number;
            soldiers?: number[];
            task?: number;
        };
        TableRollInput: {
            area?: number;
            card?: number;
            continent?: number;
            enemy?: number;
            soldiers?: number[];
            task?: number;
        };
        /** @description The round so far (at the end: the round). */
        TableRoundSummary: {
            baseDamage: {
                after: number;
                before: number;
            };
            missions: {
                completed: boolean;
                index: number;
                name: string;
                tasks: number;
                tasksDone: number;
            }[];
            panic: {
                after: number;
                before: number;
                index: number;
                moved: number;
                name: string;
            }[];
            redSpaceReached: boolean;
            research: {
                completed: boolean;
                index: number;
                markers: number;
                name: string;
                need: number;
            }[];
            unitsLost: {
                interceptors: number;
                satellites: number;
                scientists: number;
                soldiers: number;
            };
        };
        TableStanding: {
            baseDamage: number;
            enemies: {
                hp: number;
                index: number;
                markers: number;
                name: string;
            }[];
            index: number;
            panic: {
                index: number;
                name: string;
                panic: number;
            }[];
            phase: 4 | 5 | 6 | 7 | 9 | "over";
            rolls: number;
            task: components["schemas"]["TableTask"] | null;
            threat: number;
            /** @description The units of the phase in play that can still roll. */
            units: {
                index: number;
                /** @enum {string} */
                kind: "scientists" | "satellites" | "interceptors" | "soldiers";
                left: number;
                name: string;
            }[];
        };
        /** @description The board as `POST /v1/xcom/round` takes it, and `at`, where play stands (left out: the start). */
        TableStateInput: {
            at?: components["schemas"]["TablePositionInput"];
            board: components["schemas"]["TableBoardInput"];
        };
        TableStepAnswer: {
            /** @description The advice now (null once the round is over). */
            advice: components["schemas"]["TableAdvice"] | null;
            /** @description The events in English words. */
            changes: string[];
            events: components["schemas"]["TableEvent"][];
            over: boolean;
            standing: components["schemas"]["TableStanding"];
            /** @description The state at the next decision, to send back: the board, and `at` (a TablePosition) written out whole. */
            state: {
                at: {
                    [key: string]: unknown;
                };
                board: {
                    [key: string]: unknown;
                };
            };
            summary: components["schemas"]["TableRoundSummary"];
        };
        TableStepRequestInput: {
            dice?: components["schemas"]["TableDiceInput"];
            move: components["schemas"]["TableMoveInput"];
            objectives?: components["schemas"]["TableObjectivesInput"];
            state: components["schemas"]["TableStateInput"];
        };
        TableTask: {
            index: number;
            /** @enum {string} */
            kind: "research" | "orbit" | "continent" | "base" | "mission";
            markers?: number;
            name: string;
            need?: number;
            task?: number;
            taskName?: string;
        };
        /** @description Where the threat track stops: the threat rises by 1 after every roll up to this value and stays there (a threat already above it stays where it is). Default: no end, the threat rises after every roll (from 8 on every roll is a loss). With a cap below 8 a task may roll on and on: counts of rolls stop at 101 ("101 or more"). */
        ThreatCapInput: number;
        /**
         * @description The threat before the first roll (the phase resets it to 1). A roll is a loss when the alien d8 shows a value <= threat; threat rises by 1 after every roll.
         * @default 1
         */
        ThreatInput: number;
        /**
         * @description Most trials to run (1..10,000,000). Ignored by method "exact".
         * @default 100000
         */
        TrialsInput: number;
        /** @description Trials actually run (fewer than asked when `precision` stopped early; 0 when exact). */
        TrialsRun: number;
        /** @description Override of the XCOM die (assumed: a d6 with 2 success faces, so 1/3 per die). */
        XcomDieInput: {
            /** @description Faces of the XCOM die. */
            sides: number;
            /** @description Faces that show a success. */
            successes: number;
        };
    };
    responses: {
        /** @description The request body is larger than 64 KiB. Nothing was read or computed. */
        BodyTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Invalid request: a parameter (or a field inside `q`) breaks the POST's body schema or a rule between fields, and `errors` names every bad one (`querystring.scientists`, `querystring.q.continents.0.ufos`); or `q` is not base64url JSON, or is given beside the fields. Nothing was computed. */
        InvalidQuestionInUrl: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Too large for an exact answer: method "exact" would visit more than 2,000,000 states, or would not finish within the time limit. Ask for method "monte-carlo" instead. */
        TooLargeForExact: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Too many requests from this client (1,200 a minute unless the service is configured otherwise). `Retry-After` says how many seconds to wait. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The service cannot take or finish this now: busy (32 computations already in flight, or the process overloaded), a Monte Carlo run past the 20 s time limit, or the instance shutting down. `Retry-After` says how many seconds to wait; another instance may answer at once. */
        Unavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The URL is longer than 8,192 characters (a question in the URL too large for a link: POST its body instead). Nothing was read or computed. */
        UrlTooLong: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        batmanBatFace: "zero";
        bonusDice: number;
        brokenMorale: number;
        confidence: number;
        cost: number;
        desperation: boolean;
        drm: number;
        endpoint: string;
        fanatic: boolean;
        /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
        format: "json" | "svg";
        method: "monte-carlo" | "exact";
        modifier: number;
        money: number;
        panicTrackEnd: number;
        play: "default" | "best";
        policyRows: number;
        precision: number;
        progress: number;
        /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
        q: string;
        satellites: number;
        scientists: number;
        seed: number;
        target: number;
        terrain: "open" | "woods" | "building" | "pillbox" | "entrenchment";
        threat: number;
        threatCap: number;
        tie: "invader" | "defender";
        trials: number;
        ufos: number;
        unit: "squad" | "half-squad" | "crew" | "leader" | "hero";
        wounded: boolean;
    };
    requestBodies: never;
    headers: {
        /** @description Seconds to wait before asking again (here; another instance may answer at once). */
        "Retry-After": number;
        /** @description Requests this client may make in the rate limit's window. */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current window. */
        "X-RateLimit-Remaining": number;
        /** @description Seconds until the window starts again. */
        "X-RateLimit-Reset": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is alive and answers (liveness); `version` is the service version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        version: string;
                    };
                };
            };
            414: components["responses"]["UrlTooLong"];
        };
    };
    ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This instance takes work (readiness). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready";
                    };
                };
            };
            414: components["responses"]["UrlTooLong"];
            /** @description This instance does not take work now: it is shutting down, or overloaded. Send the request elsewhere; `/health` stays 200 meanwhile. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    aslLocationCheckGet: {
        parameters: {
            query?: {
                confidence?: components["parameters"]["confidence"];
                drm?: components["parameters"]["drm"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: components["parameters"]["method"];
                modifier?: components["parameters"]["modifier"];
                precision?: components["parameters"]["precision"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                seed?: components["parameters"]["seed"];
                trials?: components["parameters"]["trials"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AslLocationCheckAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    aslLocationCheck: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AslLocationCheckRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). Or its progress as Server-Sent Events (`Accept: text/event-stream`): the answer so far at each checkpoint, then the final answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AslLocationCheckAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                    "text/event-stream": components["schemas"]["EventStream"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    aslMoraleCheckGet: {
        parameters: {
            query?: {
                broken?: boolean;
                check?: "MC" | "TC";
                confidence?: components["parameters"]["confidence"];
                drm?: components["parameters"]["drm"];
                fanatic?: components["parameters"]["fanatic"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                leadership?: number;
                method?: components["parameters"]["method"];
                modifier?: components["parameters"]["modifier"];
                morale?: number;
                precision?: components["parameters"]["precision"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                seed?: components["parameters"]["seed"];
                trials?: components["parameters"]["trials"];
                unit?: components["parameters"]["unit"];
                wounded?: components["parameters"]["wounded"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AslMoraleCheckAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    aslMoraleCheck: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AslMoraleCheckRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). Or its progress as Server-Sent Events (`Accept: text/event-stream`): the answer so far at each checkpoint, then the final answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AslMoraleCheckAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                    "text/event-stream": components["schemas"]["EventStream"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    aslRallyGet: {
        parameters: {
            query?: {
                brokenMorale?: components["parameters"]["brokenMorale"];
                confidence?: components["parameters"]["confidence"];
                desperation?: components["parameters"]["desperation"];
                drm?: components["parameters"]["drm"];
                fanatic?: components["parameters"]["fanatic"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                leadership?: number;
                method?: components["parameters"]["method"];
                phases?: number;
                precision?: components["parameters"]["precision"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                seed?: components["parameters"]["seed"];
                selfRally?: boolean;
                terrain?: components["parameters"]["terrain"];
                trials?: components["parameters"]["trials"];
                unit?: components["parameters"]["unit"];
                wounded?: components["parameters"]["wounded"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AslRallyAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    aslRally: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AslRallyRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). Or its progress as Server-Sent Events (`Accept: text/event-stream`): the answer so far at each checkpoint, then the final answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AslRallyAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                    "text/event-stream": components["schemas"]["EventStream"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    aslRallyOptionsGet: {
        parameters: {
            query?: {
                brokenMorale?: components["parameters"]["brokenMorale"];
                confidence?: components["parameters"]["confidence"];
                desperation?: components["parameters"]["desperation"];
                drm?: components["parameters"]["drm"];
                fanatic?: components["parameters"]["fanatic"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: components["parameters"]["method"];
                phases?: number;
                precision?: components["parameters"]["precision"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                seed?: components["parameters"]["seed"];
                selfRally?: boolean;
                terrain?: components["parameters"]["terrain"];
                trials?: components["parameters"]["trials"];
                unit?: components["parameters"]["unit"];
                wounded?: components["parameters"]["wounded"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AslRallyOptionsAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    aslRallyOptions: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AslRallyOptionsRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). Or its progress as Server-Sent Events (`Accept: text/event-stream`): the answer so far at each checkpoint, then the final answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AslRallyOptionsAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                    "text/event-stream": components["schemas"]["EventStream"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    aslRoutGet: {
        parameters: {
            query?: {
                brokenMorale?: components["parameters"]["brokenMorale"];
                confidence?: components["parameters"]["confidence"];
                drm?: components["parameters"]["drm"];
                fanatic?: components["parameters"]["fanatic"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                interdictions?: number;
                method?: components["parameters"]["method"];
                pinnedAdjacentToEnemy?: boolean;
                precision?: components["parameters"]["precision"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                seed?: components["parameters"]["seed"];
                trials?: components["parameters"]["trials"];
                unit?: components["parameters"]["unit"];
                wounded?: components["parameters"]["wounded"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AslRoutAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    aslRout: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AslRoutRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). Or its progress as Server-Sent Events (`Accept: text/event-stream`): the answer so far at each checkpoint, then the final answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AslRoutAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                    "text/event-stream": components["schemas"]["EventStream"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    batmanFightGet: {
        parameters: {
            query?: {
                batmanBatFace?: components["parameters"]["batmanBatFace"];
                confidence?: components["parameters"]["confidence"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: components["parameters"]["method"];
                precision?: components["parameters"]["precision"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                seed?: components["parameters"]["seed"];
                tie?: components["parameters"]["tie"];
                trials?: components["parameters"]["trials"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatmanFightAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    batmanFight: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatmanFightRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). Or its progress as Server-Sent Events (`Accept: text/event-stream`): the answer so far at each checkpoint, then the final answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatmanFightAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                    "text/event-stream": components["schemas"]["EventStream"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    batmanHenchmenNeededGet: {
        parameters: {
            query?: {
                batmanBatFace?: components["parameters"]["batmanBatFace"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: "exact";
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                target?: components["parameters"]["target"];
                tie?: components["parameters"]["tie"];
                villainRole?: "attacker" | "defender";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatmanHenchmenNeededAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    batmanHenchmenNeeded: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatmanHenchmenNeededRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatmanHenchmenNeededAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    compareGet: {
        parameters: {
            query?: {
                endpoint?: components["parameters"]["endpoint"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                order?: "highest" | "lowest";
                probability?: string;
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompareAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    compare: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompareRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompareAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    sweepGet: {
        parameters: {
            query?: {
                endpoint?: components["parameters"]["endpoint"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SweepAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    sweep: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SweepRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SweepAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomBaseDefenseGet: {
        parameters: {
            query?: {
                confidence?: components["parameters"]["confidence"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: components["parameters"]["method"];
                precision?: components["parameters"]["precision"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                seed?: components["parameters"]["seed"];
                threat?: components["parameters"]["threat"];
                threatCap?: components["parameters"]["threatCap"];
                trials?: components["parameters"]["trials"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BaseDefenseAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomBaseDefense: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BaseDefenseRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). Or its progress as Server-Sent Events (`Accept: text/event-stream`): the answer so far at each checkpoint, then the final answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BaseDefenseAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                    "text/event-stream": components["schemas"]["EventStream"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomBaseDefenseBestGet: {
        parameters: {
            query?: {
                confidence?: components["parameters"]["confidence"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: components["parameters"]["method"];
                policyRows?: components["parameters"]["policyRows"];
                precision?: components["parameters"]["precision"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                seed?: components["parameters"]["seed"];
                threat?: components["parameters"]["threat"];
                threatCap?: components["parameters"]["threatCap"];
                trials?: components["parameters"]["trials"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BaseDefenseBestAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomBaseDefenseBest: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BaseDefenseBestRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). Or its progress as Server-Sent Events (`Accept: text/event-stream`): the answer so far at each checkpoint, then the final answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BaseDefenseBestAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                    "text/event-stream": components["schemas"]["EventStream"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomBaseDefensePoliciesGet: {
        parameters: {
            query?: {
                confidence?: components["parameters"]["confidence"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: "exact" | "monte-carlo";
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                seed?: components["parameters"]["seed"];
                threat?: components["parameters"]["threat"];
                threatCap?: components["parameters"]["threatCap"];
                trials?: components["parameters"]["trials"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BaseDefensePoliciesAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomBaseDefensePolicies: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BaseDefensePoliciesRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BaseDefensePoliciesAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomBaseDefenseUnitsNeededGet: {
        parameters: {
            query?: {
                confidence?: components["parameters"]["confidence"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: "exact" | "monte-carlo";
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                seed?: components["parameters"]["seed"];
                target?: components["parameters"]["target"];
                threat?: components["parameters"]["threat"];
                threatCap?: components["parameters"]["threatCap"];
                trials?: components["parameters"]["trials"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BaseDefenseUnitsNeededAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomBaseDefenseUnitsNeeded: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BaseDefenseUnitsNeededRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BaseDefenseUnitsNeededAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomBudgetGet: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                interceptors?: number;
                method?: "exact";
                money?: components["parameters"]["money"];
                panicTrackEnd?: components["parameters"]["panicTrackEnd"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                satellites?: number;
                scientists?: number;
                soldiers?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BudgetAuditAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            414: components["responses"]["UrlTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomBudget: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BudgetAuditRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BudgetAuditAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomGlobalDefenseGet: {
        parameters: {
            query?: {
                confidence?: components["parameters"]["confidence"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: components["parameters"]["method"];
                precision?: components["parameters"]["precision"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                seed?: components["parameters"]["seed"];
                threat?: components["parameters"]["threat"];
                threatCap?: components["parameters"]["threatCap"];
                trials?: components["parameters"]["trials"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlobalDefenseAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomGlobalDefense: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GlobalDefenseRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). Or its progress as Server-Sent Events (`Accept: text/event-stream`): the answer so far at each checkpoint, then the final answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlobalDefenseAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                    "text/event-stream": components["schemas"]["EventStream"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomGlobalDefenseBestGet: {
        parameters: {
            query?: {
                confidence?: components["parameters"]["confidence"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: components["parameters"]["method"];
                policyRows?: components["parameters"]["policyRows"];
                precision?: components["parameters"]["precision"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                seed?: components["parameters"]["seed"];
                threat?: components["parameters"]["threat"];
                threatCap?: components["parameters"]["threatCap"];
                trials?: components["parameters"]["trials"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlobalDefenseBestAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomGlobalDefenseBest: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GlobalDefenseBestRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). Or its progress as Server-Sent Events (`Accept: text/event-stream`): the answer so far at each checkpoint, then the final answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlobalDefenseBestAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                    "text/event-stream": components["schemas"]["EventStream"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomGlobalDefensePoliciesGet: {
        parameters: {
            query?: {
                confidence?: components["parameters"]["confidence"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: "exact" | "monte-carlo";
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                seed?: components["parameters"]["seed"];
                threat?: components["parameters"]["threat"];
                threatCap?: components["parameters"]["threatCap"];
                trials?: components["parameters"]["trials"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlobalDefensePoliciesAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomGlobalDefensePolicies: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GlobalDefensePoliciesRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlobalDefensePoliciesAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomGlobalDefenseUnitsNeededGet: {
        parameters: {
            query?: {
                confidence?: components["parameters"]["confidence"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: "exact" | "monte-carlo";
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                seed?: components["parameters"]["seed"];
                target?: components["parameters"]["target"];
                threat?: components["parameters"]["threat"];
                threatCap?: components["parameters"]["threatCap"];
                trials?: components["parameters"]["trials"];
                ufos?: components["parameters"]["ufos"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlobalDefenseUnitsNeededAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomGlobalDefenseUnitsNeeded: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GlobalDefenseUnitsNeededRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GlobalDefenseUnitsNeededAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomMissionGet: {
        parameters: {
            query?: {
                confidence?: components["parameters"]["confidence"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: components["parameters"]["method"];
                precision?: components["parameters"]["precision"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                seed?: components["parameters"]["seed"];
                threat?: components["parameters"]["threat"];
                threatCap?: components["parameters"]["threatCap"];
                trials?: components["parameters"]["trials"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MissionAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomMission: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MissionRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). Or its progress as Server-Sent Events (`Accept: text/event-stream`): the answer so far at each checkpoint, then the final answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MissionAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                    "text/event-stream": components["schemas"]["EventStream"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomMissionBestGet: {
        parameters: {
            query?: {
                confidence?: components["parameters"]["confidence"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: components["parameters"]["method"];
                policyRows?: components["parameters"]["policyRows"];
                precision?: components["parameters"]["precision"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                seed?: components["parameters"]["seed"];
                threat?: components["parameters"]["threat"];
                threatCap?: components["parameters"]["threatCap"];
                trials?: components["parameters"]["trials"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MissionBestAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomMissionBest: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MissionBestRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). Or its progress as Server-Sent Events (`Accept: text/event-stream`): the answer so far at each checkpoint, then the final answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MissionBestAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                    "text/event-stream": components["schemas"]["EventStream"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomMissionPoliciesGet: {
        parameters: {
            query?: {
                confidence?: components["parameters"]["confidence"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: "exact" | "monte-carlo";
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                seed?: components["parameters"]["seed"];
                threat?: components["parameters"]["threat"];
                threatCap?: components["parameters"]["threatCap"];
                trials?: components["parameters"]["trials"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MissionPoliciesAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomMissionPolicies: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MissionPoliciesRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MissionPoliciesAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomMissionUnitsNeededGet: {
        parameters: {
            query?: {
                confidence?: components["parameters"]["confidence"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: "exact" | "monte-carlo";
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                seed?: components["parameters"]["seed"];
                target?: components["parameters"]["target"];
                task?: number;
                threat?: components["parameters"]["threat"];
                threatCap?: components["parameters"]["threatCap"];
                trials?: components["parameters"]["trials"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MissionUnitsNeededAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomMissionUnitsNeeded: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MissionUnitsNeededRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MissionUnitsNeededAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomOrbitalDefenseGet: {
        parameters: {
            query?: {
                confidence?: components["parameters"]["confidence"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: components["parameters"]["method"];
                precision?: components["parameters"]["precision"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                satellites?: components["parameters"]["satellites"];
                seed?: components["parameters"]["seed"];
                threat?: components["parameters"]["threat"];
                threatCap?: components["parameters"]["threatCap"];
                trials?: components["parameters"]["trials"];
                ufos?: components["parameters"]["ufos"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrbitalDefenseAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomOrbitalDefense: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrbitalDefenseRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). Or its progress as Server-Sent Events (`Accept: text/event-stream`): the answer so far at each checkpoint, then the final answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrbitalDefenseAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                    "text/event-stream": components["schemas"]["EventStream"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomOrbitalDefenseBestGet: {
        parameters: {
            query?: {
                confidence?: components["parameters"]["confidence"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: components["parameters"]["method"];
                policyRows?: components["parameters"]["policyRows"];
                precision?: components["parameters"]["precision"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                satellites?: components["parameters"]["satellites"];
                seed?: components["parameters"]["seed"];
                threat?: components["parameters"]["threat"];
                threatCap?: components["parameters"]["threatCap"];
                trials?: components["parameters"]["trials"];
                ufos?: components["parameters"]["ufos"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrbitalDefenseBestAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomOrbitalDefenseBest: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrbitalDefenseBestRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). Or its progress as Server-Sent Events (`Accept: text/event-stream`): the answer so far at each checkpoint, then the final answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrbitalDefenseBestAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                    "text/event-stream": components["schemas"]["EventStream"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomOrbitalDefensePoliciesGet: {
        parameters: {
            query?: {
                confidence?: components["parameters"]["confidence"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: "exact" | "monte-carlo";
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                satellites?: components["parameters"]["satellites"];
                seed?: components["parameters"]["seed"];
                threat?: components["parameters"]["threat"];
                threatCap?: components["parameters"]["threatCap"];
                trials?: components["parameters"]["trials"];
                ufos?: components["parameters"]["ufos"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrbitalDefensePoliciesAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomOrbitalDefensePolicies: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrbitalDefensePoliciesRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrbitalDefensePoliciesAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomOrbitalDefenseUnitsNeededGet: {
        parameters: {
            query?: {
                confidence?: components["parameters"]["confidence"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: "exact" | "monte-carlo";
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                seed?: components["parameters"]["seed"];
                target?: components["parameters"]["target"];
                threat?: components["parameters"]["threat"];
                threatCap?: components["parameters"]["threatCap"];
                trials?: components["parameters"]["trials"];
                ufos?: components["parameters"]["ufos"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrbitalDefenseUnitsNeededAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomOrbitalDefenseUnitsNeeded: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrbitalDefenseUnitsNeededRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrbitalDefenseUnitsNeededAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomResearchGet: {
        parameters: {
            query?: {
                bonusDice?: components["parameters"]["bonusDice"];
                confidence?: components["parameters"]["confidence"];
                cost?: components["parameters"]["cost"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: components["parameters"]["method"];
                precision?: components["parameters"]["precision"];
                progress?: components["parameters"]["progress"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                scientists?: components["parameters"]["scientists"];
                seed?: components["parameters"]["seed"];
                threat?: components["parameters"]["threat"];
                threatCap?: components["parameters"]["threatCap"];
                trials?: components["parameters"]["trials"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResearchAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomResearch: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResearchRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). Or its progress as Server-Sent Events (`Accept: text/event-stream`): the answer so far at each checkpoint, then the final answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResearchAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                    "text/event-stream": components["schemas"]["EventStream"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomResearchBestGet: {
        parameters: {
            query?: {
                bonusDice?: components["parameters"]["bonusDice"];
                confidence?: components["parameters"]["confidence"];
                cost?: components["parameters"]["cost"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: components["parameters"]["method"];
                policyRows?: components["parameters"]["policyRows"];
                precision?: components["parameters"]["precision"];
                progress?: components["parameters"]["progress"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                scientists?: components["parameters"]["scientists"];
                seed?: components["parameters"]["seed"];
                threat?: components["parameters"]["threat"];
                threatCap?: components["parameters"]["threatCap"];
                trials?: components["parameters"]["trials"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResearchBestAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomResearchBest: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResearchBestRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). Or its progress as Server-Sent Events (`Accept: text/event-stream`): the answer so far at each checkpoint, then the final answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResearchBestAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                    "text/event-stream": components["schemas"]["EventStream"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomResearchPoliciesGet: {
        parameters: {
            query?: {
                bonusDice?: components["parameters"]["bonusDice"];
                confidence?: components["parameters"]["confidence"];
                cost?: components["parameters"]["cost"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: "exact" | "monte-carlo";
                progress?: components["parameters"]["progress"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                scientists?: components["parameters"]["scientists"];
                seed?: components["parameters"]["seed"];
                threat?: components["parameters"]["threat"];
                threatCap?: components["parameters"]["threatCap"];
                trials?: components["parameters"]["trials"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResearchPoliciesAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomResearchPolicies: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResearchPoliciesRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResearchPoliciesAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomResearchUnitsNeededGet: {
        parameters: {
            query?: {
                bonusDice?: components["parameters"]["bonusDice"];
                confidence?: components["parameters"]["confidence"];
                cost?: components["parameters"]["cost"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: "exact" | "monte-carlo";
                progress?: components["parameters"]["progress"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                seed?: components["parameters"]["seed"];
                target?: components["parameters"]["target"];
                threat?: components["parameters"]["threat"];
                threatCap?: components["parameters"]["threatCap"];
                trials?: components["parameters"]["trials"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResearchUnitsNeededAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomResearchUnitsNeeded: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResearchUnitsNeededRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResearchUnitsNeededAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomRoundGet: {
        parameters: {
            query?: {
                confidence?: components["parameters"]["confidence"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                method?: components["parameters"]["method"];
                money?: components["parameters"]["money"];
                panicTrackEnd?: components["parameters"]["panicTrackEnd"];
                play?: components["parameters"]["play"];
                precision?: components["parameters"]["precision"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                seed?: components["parameters"]["seed"];
                threatCap?: components["parameters"]["threatCap"];
                trials?: components["parameters"]["trials"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomRound: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoundRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). Or its progress as Server-Sent Events (`Accept: text/event-stream`): the answer so far at each checkpoint, then the final answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                    "text/event-stream": components["schemas"]["EventStream"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomRoundAdviceGet: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableAdviceAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomRoundAdvice: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TableAdviceRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableAdviceAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomRoundPlansGet: {
        parameters: {
            query?: {
                confidence?: components["parameters"]["confidence"];
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                includePadded?: boolean;
                money?: components["parameters"]["money"];
                panicTrackEnd?: components["parameters"]["panicTrackEnd"];
                play?: components["parameters"]["play"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
                seed?: components["parameters"]["seed"];
                threatCap?: components["parameters"]["threatCap"];
                top?: number;
                trials?: components["parameters"]["trials"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundPlansAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomRoundPlans: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoundPlansRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundPlansAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomRoundStepGet: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
                /** @description The whole question: its JSON body (as the POST takes it) in base64url (RFC 4648 section 5, padding optional). Instead of the fields as parameters; required when a field is a list or an object. */
                q?: components["parameters"]["q"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableStepAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            400: components["responses"]["InvalidQuestionInUrl"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    xcomRoundStep: {
        parameters: {
            query?: {
                /** @description "svg" answers a chart of the answer (image/svg+xml) whatever the Accept header; "json" answers JSON. Absent: by the Accept header (JSON unless image/svg+xml is rated higher). */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TableStepRequestInput"];
            };
        };
        responses: {
            /** @description The answer: JSON, or a chart of it as SVG (`Accept: image/svg+xml` or `?format=svg`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableStepAnswer"];
                    "image/svg+xml": components["schemas"]["SvgChart"];
                };
            };
            /** @description Invalid request: a field breaks the schema or a rule between fields, and `errors` names every bad one (`body.scientists`); or the body is not JSON. Nothing was computed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            414: components["responses"]["UrlTooLong"];
            422: components["responses"]["TooLargeForExact"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
}
