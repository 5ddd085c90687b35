/* IMPORTANT
 * This snapshot file is auto-generated, but designed for humans.
 * It should be checked into source control and tracked carefully.
 * Re-generate by setting TAP_SNAPSHOT=1 and running tests.
 * Make sure to inspect the output below.  Do not ignore changes!
 */
'use strict'
exports[`build/test/contract/kernels.test.js > TAP > asl.location-check: location-check > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
allGoodOrder: 0
anyBroken: 19797
leaderLost: 179
leaderBroke: 8129
heatOfBattle: 1653
unitsBroken=0: 203
unitsBroken=1: 7051
unitsBroken=2: 8214
unitsBroken=3: 4532
unitsEliminated=0: 19284
unitsEliminated=1: 614
unitsEliminated=2: 102
unitsEliminated=3: 0
checks=0: 0
checks=1: 0
checks=2: 0
checks=3: 16351
checks=4: 3572
checks=5: 77
checks=6: 0
checks=7: 0
units.0.goodOrder: 8301
units.0.pinned: 3391
units.0.broken: 7718
units.0.reduced: 0
units.0.wounded: 411
units.0.eliminated: 179
units.1.goodOrder: 5886
units.1.pinned: 4529
units.1.broken: 9067
units.1.reduced: 518
units.1.wounded: 0
units.1.eliminated: 0
units.2.goodOrder: 0
units.2.pinned: 0
units.2.broken: 7286
units.2.reduced: 12075
units.2.wounded: 0
units.2.eliminated: 639
`

exports[`build/test/contract/kernels.test.js > TAP > asl.location-check: location-check, five units under a 2MC > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
allGoodOrder: 0
anyBroken: 19471
leaderLost: 358
leaderBroke: 15064
heatOfBattle: 2196
unitsBroken=0: 529
unitsBroken=1: 2656
unitsBroken=2: 5297
unitsBroken=3: 6012
unitsBroken=4: 4795
unitsBroken=5: 711
unitsEliminated=0: 6106
unitsEliminated=1: 13197
unitsEliminated=2: 475
unitsEliminated=3: 178
unitsEliminated=4: 42
unitsEliminated=5: 2
checks=0: 0
checks=1: 0
checks=2: 0
checks=3: 0
checks=4: 0
checks=5: 14087
checks=6: 4675
checks=7: 888
checks=8: 312
checks=9: 38
checks=10: 0
checks=11: 0
checks=12: 0
checks=13: 0
checks=14: 0
checks=15: 0
checks=16: 0
checks=17: 0
checks=18: 0
checks=19: 0
checks=20: 0
checks=21: 0
units.0.goodOrder: 8472
units.0.pinned: 3314
units.0.broken: 7662
units.0.reduced: 0
units.0.wounded: 386
units.0.eliminated: 166
units.1.goodOrder: 3364
units.1.pinned: 2817
units.1.broken: 13147
units.1.reduced: 0
units.1.wounded: 439
units.1.eliminated: 233
units.2.goodOrder: 5260
units.2.pinned: 3900
units.2.broken: 10216
units.2.reduced: 616
units.2.wounded: 0
units.2.eliminated: 8
units.3.goodOrder: 1513
units.3.pinned: 2480
units.3.broken: 15206
units.3.reduced: 0
units.3.wounded: 0
units.3.eliminated: 801
units.4.goodOrder: 0
units.4.pinned: 0
units.4.broken: 6349
units.4.reduced: 0
units.4.wounded: 0
units.4.eliminated: 13651
`

exports[`build/test/contract/kernels.test.js > TAP > asl.location-check: location-check, wounded leaders, a hero, a Fanatic squad > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
allGoodOrder: 0
anyBroken: 18718
leaderLost: 8331
leaderBroke: 11410
heatOfBattle: 1567
unitsBroken=0: 1282
unitsBroken=1: 5616
unitsBroken=2: 8431
unitsBroken=3: 4671
unitsBroken=4: 0
unitsEliminated=0: 9733
unitsEliminated=1: 8657
unitsEliminated=2: 1547
unitsEliminated=3: 62
unitsEliminated=4: 1
checks=0: 0
checks=1: 0
checks=2: 0
checks=3: 0
checks=4: 16502
checks=5: 3314
checks=6: 131
checks=7: 53
checks=8: 0
checks=9: 0
checks=10: 0
checks=11: 0
checks=12: 0
checks=13: 0
checks=14: 0
checks=15: 0
checks=16: 0
units.0.goodOrder: 5507
units.0.pinned: 2809
units.0.broken: 11146
units.0.reduced: 0
units.0.wounded: 264
units.0.eliminated: 274
units.1.goodOrder: 0
units.1.pinned: 0
units.1.broken: 4290
units.1.reduced: 0
units.1.wounded: 7475
units.1.eliminated: 8235
units.2.goodOrder: 9815
units.2.pinned: 0
units.2.broken: 0
units.2.reduced: 0
units.2.wounded: 6761
units.2.eliminated: 3424
units.3.goodOrder: 3448
units.3.pinned: 3228
units.3.broken: 12630
units.3.reduced: 686
units.3.wounded: 0
units.3.eliminated: 8
`

exports[`build/test/contract/kernels.test.js > TAP > asl.morale-check: morale-check > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
passed: 8450
pinned: 2811
broken: 11370
casualtyReduced: 535
eliminated: 180
heatOfBattle: 550
wounded: 355
failed: 11550
`

exports[`build/test/contract/kernels.test.js > TAP > asl.morale-check: morale-check, a broken Fanatic half-squad takes a 1MC > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
passed: 5633
pinned: 2251
broken: 5633
casualtyReduced: 13832
eliminated: 14367
heatOfBattle: 548
wounded: 0
failed: 14367
`

exports[`build/test/contract/kernels.test.js > TAP > asl.morale-check: morale-check, a crew takes a TC under a leader > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
passed: 18350
pinned: 0
broken: 0
casualtyReduced: 0
eliminated: 0
heatOfBattle: 0
wounded: 0
failed: 1650
`

exports[`build/test/contract/kernels.test.js > TAP > asl.morale-check: morale-check, wounded hero > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
passed: 8439
pinned: 0
broken: 0
casualtyReduced: 535
eliminated: 11561
heatOfBattle: 0
wounded: 0
failed: 11561
`

exports[`build/test/contract/kernels.test.js > TAP > asl.rally-options: rally-options > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
options.0.rallied: 19972
options.0.casualtyReduced: 589
options.0.eliminated: 21
options.0.heatOfBattle: 573
options.0.leaderCreation: 0
options.0.attempts=1: 18333
options.0.attempts=2: 1549
options.0.attempts=3: 118
options.0.rallyPhase=0: 28
options.0.rallyPhase=1: 18333
options.0.rallyPhase=2: 1531
options.0.rallyPhase=3: 108
options.1.rallied: 18582
options.1.casualtyReduced: 889
options.1.eliminated: 26
options.1.heatOfBattle: 0
options.1.leaderCreation: 871
options.1.attempts=1: 11777
options.1.attempts=2: 4813
options.1.attempts=3: 3410
options.1.rallyPhase=0: 1418
options.1.rallyPhase=1: 11777
options.1.rallyPhase=2: 4793
options.1.rallyPhase=3: 2012
`

exports[`build/test/contract/kernels.test.js > TAP > asl.rally-options: rally-options, three rallies over five phases > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
options.0.rallied: 19431
options.0.casualtyReduced: 569
options.0.eliminated: 569
options.0.heatOfBattle: 539
options.0.leaderCreation: 0
options.0.attempts=1: 18896
options.0.attempts=2: 1036
options.0.attempts=3: 66
options.0.attempts=4: 2
options.0.attempts=5: 0
options.0.rallyPhase=0: 569
options.0.rallyPhase=1: 18360
options.0.rallyPhase=2: 1003
options.0.rallyPhase=3: 66
options.0.rallyPhase=4: 2
options.0.rallyPhase=5: 0
options.1.rallied: 19264
options.1.casualtyReduced: 718
options.1.eliminated: 718
options.1.heatOfBattle: 760
options.1.leaderCreation: 0
options.1.attempts=1: 15024
options.1.attempts=2: 3756
options.1.attempts=3: 928
options.1.attempts=4: 230
options.1.attempts=5: 62
options.1.rallyPhase=0: 736
options.1.rallyPhase=1: 14474
options.1.rallyPhase=2: 3635
options.1.rallyPhase=3: 892
options.1.rallyPhase=4: 222
options.1.rallyPhase=5: 41
options.2.rallied: 17711
options.2.casualtyReduced: 1208
options.2.eliminated: 1208
options.2.heatOfBattle: 0
options.2.leaderCreation: 1225
options.2.attempts=1: 8906
options.2.attempts=2: 4954
options.2.attempts=3: 2685
options.2.attempts=4: 1521
options.2.attempts=5: 1934
options.2.rallyPhase=0: 2289
options.2.rallyPhase=1: 8328
options.2.rallyPhase=2: 4662
options.2.rallyPhase=3: 2516
options.2.rallyPhase=4: 1415
options.2.rallyPhase=5: 790
`

exports[`build/test/contract/kernels.test.js > TAP > asl.rally: rally > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
rallied: 19886
casualtyReduced: 610
eliminated: 19
heatOfBattle: 693
leaderCreation: 0
attempts=1: 16743
attempts=2: 2737
attempts=3: 520
rallyPhase=0: 114
rallyPhase=1: 16743
rallyPhase=2: 2723
rallyPhase=3: 420
`

exports[`build/test/contract/kernels.test.js > TAP > asl.rally: rally, a wounded Fanatic leader over six phases > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
rallied: 18777
casualtyReduced: 1163
eliminated: 590
heatOfBattle: 0
leaderCreation: 0
attempts=1: 8617
attempts=2: 4971
attempts=3: 2729
attempts=4: 1638
attempts=5: 859
attempts=6: 1186
rallyPhase=0: 1223
rallyPhase=1: 8355
rallyPhase=2: 4826
rallyPhase=3: 2642
rallyPhase=4: 1588
rallyPhase=5: 831
rallyPhase=6: 535
`

exports[`build/test/contract/kernels.test.js > TAP > asl.rally: rally, field promotion > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
rallied: 1571
casualtyReduced: 1575
eliminated: 51
heatOfBattle: 0
leaderCreation: 1571
attempts=1: 548
attempts=2: 541
attempts=3: 18911
rallyPhase=0: 18429
rallyPhase=1: 548
rallyPhase=2: 526
rallyPhase=3: 497
`

exports[`build/test/contract/kernels.test.js > TAP > asl.rout: rout > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
routed: 5374
reduced: 6363
eliminated: 6860
pinned: 7766
heatOfBattle: 1198
interdictionsCleared=0: 3936
interdictionsCleared=1: 6233
interdictionsCleared=2: 4457
interdictionsCleared=3: 5374
`

exports[`build/test/contract/kernels.test.js > TAP > asl.rout: rout with a leader > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
routed: 8886
reduced: 1413
eliminated: 11114
pinned: 6434
heatOfBattle: 1434
leaderEliminated: 7476
interdictionsCleared=0: 4432
interdictionsCleared=1: 3695
interdictionsCleared=2: 2987
interdictionsCleared=3: 8886
`

exports[`build/test/contract/kernels.test.js > TAP > asl.rout: rout, a wounded half-squad through six interdictions with a wounded leader > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
routed: 1
reduced: 0
eliminated: 17363
pinned: 2636
heatOfBattle: 633
leaderEliminated: 17363
interdictionsCleared=0: 16690
interdictionsCleared=1: 2732
interdictionsCleared=2: 474
interdictionsCleared=3: 83
interdictionsCleared=4: 18
interdictionsCleared=5: 2
interdictionsCleared=6: 1
`

exports[`build/test/contract/kernels.test.js > TAP > batman.fight: fight, a d10 with two bat faces and a blank, against Batman > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
attackerWins: 14723
defenderWins: 5277
villainBatFace: 4003
margin=-6: 621
margin=-5: 211
margin=-4: 854
margin=-3: 968
margin=-2: 1212
margin=-1: 1411
margin=0: 1679
margin=1: 1510
margin=2: 2005
margin=3: 1197
margin=4: 1197
margin=5: 984
margin=6: 753
margin=7: 596
margin=8: 401
margin=9: 189
margin=10: 209
`

exports[`build/test/contract/kernels.test.js > TAP > batman.fight: fight, a d10 with two bat faces and a blank, villains > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
attackerWins: 18314
defenderWins: 1686
villainBatFace: 7300
margin=-3: 621
margin=-2: 211
margin=-1: 854
margin=0: 968
margin=1: 1212
margin=2: 1411
margin=3: 1679
margin=4: 1510
margin=5: 3143
margin=6: 1593
margin=7: 1617
margin=8: 1408
margin=9: 1157
margin=10: 990
margin=11: 807
margin=12: 189
margin=13: 630
`

exports[`build/test/contract/kernels.test.js > TAP > batman.fight: fight, a villain invades Batman > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
attackerWins: 13372
defenderWins: 6628
villainBatFace: 3368
margin=-4: 0
margin=-3: 567
margin=-2: 1101
margin=-1: 1592
margin=0: 2286
margin=1: 2762
margin=2: 2824
margin=3: 2147
margin=4: 1700
margin=5: 1109
margin=6: 544
`

exports[`build/test/contract/kernels.test.js > TAP > batman.fight: fight, Batman invades a villain, ties to the defender > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
attackerWins: 3914
defenderWins: 16086
villainBatFace: 3391
margin=-8: 562
margin=-7: 1119
margin=-6: 1662
margin=-5: 2196
margin=-4: 2827
margin=-3: 2762
margin=-2: 2256
margin=-1: 1584
margin=0: 1118
margin=1: 523
margin=2: 0
`

exports[`build/test/contract/kernels.test.js > TAP > batman.fight: fight, villains, henchmen 2 against 1 > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
attackerWins: 14461
defenderWins: 5539
villainBatFace: 6211
margin=-4: 562
margin=-3: 1119
margin=-2: 1662
margin=-1: 2196
margin=0: 2827
margin=1: 3310
margin=2: 2824
margin=3: 2147
margin=4: 1700
margin=5: 1109
margin=6: 544
`

exports[`build/test/contract/kernels.test.js > TAP > xcom.base-defense: base-defense > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
allDestroyed: 13065
anySoldierLost: 11709
baseDamage=0: 13065
baseDamage=1: 6351
baseDamage=2: 584
soldiersLost=0: 8291
soldiersLost=1: 0
soldiersLost=2: 8417
soldiersLost=3: 3292
rolls=0: 0
rolls=1: 0
rolls=2: 8335
rolls=3: 7421
rolls=4: 2981
rolls=5: 964
rolls=6: 240
rolls=7: 55
rolls=8: 4
rolls=9: 0
rolls=10: 0
`

exports[`build/test/contract/kernels.test.js > TAP > xcom.base-defense: base-defense, four soldiers against three enemies > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
allDestroyed: 3239
anySoldierLost: 19691
baseDamage=0: 3239
baseDamage=1: 6582
baseDamage=2: 5854
baseDamage=3: 4325
soldiersLost=0: 309
soldiersLost=1: 330
soldiersLost=2: 895
soldiersLost=3: 2016
soldiersLost=4: 16450
rolls=0: 0
rolls=1: 0
rolls=2: 1877
rolls=3: 4065
rolls=4: 4516
rolls=5: 4467
rolls=6: 3358
rolls=7: 1457
rolls=8: 248
rolls=9: 12
rolls=10: 0
`

exports[`build/test/contract/kernels.test.js > TAP > xcom.base-defense.best: base-defense-best > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
allDestroyed: 14952
anySoldierLost: 11525
baseDamage=0: 14952
baseDamage=1: 3933
baseDamage=2: 1115
soldiersLost=0: 8475
soldiersLost=1: 6597
soldiersLost=2: 4928
rolls=0: 0
rolls=1: 0
rolls=2: 8054
rolls=3: 6129
rolls=4: 3738
rolls=5: 1554
rolls=6: 438
rolls=7: 76
rolls=8: 10
rolls=9: 1
`

exports[`build/test/contract/kernels.test.js > TAP > xcom.global-defense: global-defense > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
allCleared: 1470
anyInterceptorsLost: 19422
panic=0: 1470
panic=1: 3745
panic=2: 7333
panic=3: 6612
panic=4: 840
continents.0.cleared: 17332
continents.0.interceptorsLost: 5907
continents.0.ufosLeft=0: 17332
continents.0.ufosLeft=1: 2668
continents.1.cleared: 1695
continents.1.interceptorsLost: 19191
continents.1.ufosLeft=0: 1695
continents.1.ufosLeft=1: 4079
continents.1.ufosLeft=2: 7818
continents.1.ufosLeft=3: 6408
`

exports[`build/test/contract/kernels.test.js > TAP > xcom.global-defense: global-defense, three continents from threat 2 > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
allCleared: 808
anyInterceptorsLost: 19840
panic=0: 808
panic=1: 1954
panic=2: 3369
panic=3: 4980
panic=4: 5075
panic=5: 2813
panic=6: 840
panic=7: 161
continents.0.cleared: 13428
continents.0.interceptorsLost: 11323
continents.0.ufosLeft=0: 13428
continents.0.ufosLeft=1: 4436
continents.0.ufosLeft=2: 2136
continents.1.cleared: 11930
continents.1.interceptorsLost: 12085
continents.1.ufosLeft=0: 11930
continents.1.ufosLeft=1: 8070
continents.2.cleared: 2052
continents.2.interceptorsLost: 19185
continents.2.ufosLeft=0: 2052
continents.2.ufosLeft=1: 2792
continents.2.ufosLeft=2: 4845
continents.2.ufosLeft=3: 6340
continents.2.ufosLeft=4: 3971
`

exports[`build/test/contract/kernels.test.js > TAP > xcom.global-defense.best: global-defense-best > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
allCleared: 1330
anyInterceptorsLost: 18562
panic=0: 1330
panic=1: 3820
panic=2: 7409
panic=3: 6545
panic=4: 896
continents.0.cleared: 17245
continents.0.interceptorsLost: 5732
continents.0.ufosLeft=0: 17245
continents.0.ufosLeft=1: 2755
continents.1.cleared: 1538
continents.1.interceptorsLost: 18011
continents.1.ufosLeft=0: 1538
continents.1.ufosLeft=1: 4191
continents.1.ufosLeft=2: 7902
continents.1.ufosLeft=3: 6369
`

exports[`build/test/contract/kernels.test.js > TAP > xcom.mission: mission > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
completed: 6651
allCompleted: 6651
anySoldierLost: 18075
tasksDone=0: 296
tasksDone=1: 3325
tasksDone=2: 9728
tasksDone=3: 6651
soldiersLost=0: 1925
soldiersLost=1: 5870
soldiersLost=2: 1035
soldiersLost=3: 5176
soldiersLost=4: 5994
rolls=0: 0
rolls=1: 0
rolls=2: 0
rolls=3: 3222
rolls=4: 6142
rolls=5: 5609
rolls=6: 3408
rolls=7: 1295
rolls=8: 299
rolls=9: 25
rolls=10: 0
rolls=11: 0
threat=1: 0
threat=2: 0
threat=3: 0
threat=4: 3222
threat=5: 6142
threat=6: 5609
threat=7: 3408
threat=8: 1295
threat=9: 299
threat=10: 25
threat=11: 0
threat=12: 0
missions.0.completed: 13922
missions.0.anySoldierLost: 12205
missions.0.tasksDone=0: 534
missions.0.tasksDone=1: 5544
missions.0.tasksDone=2: 13922
missions.0.soldiersLost=0: 7795
missions.0.soldiersLost=1: 0
missions.0.soldiersLost=2: 5083
missions.0.soldiersLost=3: 7122
missions.1.completed: 9346
missions.1.anySoldierLost: 15912
missions.1.tasksDone=0: 10654
missions.1.tasksDone=1: 9346
missions.1.soldiersLost=0: 4088
missions.1.soldiersLost=1: 15912
`

exports[`build/test/contract/kernels.test.js > TAP > xcom.mission: mission, two cards of two tasks, three rolls a task > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
completed: 2137
allCompleted: 2137
anySoldierLost: 19597
tasksDone=0: 2490
tasksDone=1: 4363
tasksDone=2: 6633
tasksDone=3: 4377
tasksDone=4: 2137
soldiersLost=0: 403
soldiersLost=1: 1022
soldiersLost=2: 6525
soldiersLost=3: 4583
soldiersLost=4: 7467
rolls=0: 0
rolls=1: 0
rolls=2: 0
rolls=3: 0
rolls=4: 757
rolls=5: 6882
rolls=6: 8231
rolls=7: 3381
rolls=8: 722
rolls=9: 27
rolls=10: 0
rolls=11: 0
threat=1: 0
threat=2: 0
threat=3: 0
threat=4: 0
threat=5: 757
threat=6: 6882
threat=7: 8231
threat=8: 3381
threat=9: 722
threat=10: 27
threat=11: 0
threat=12: 0
missions.0.completed: 8661
missions.0.anySoldierLost: 13134
missions.0.tasksDone=0: 7387
missions.0.tasksDone=1: 3952
missions.0.tasksDone=2: 8661
missions.0.soldiersLost=0: 6866
missions.0.soldiersLost=1: 4444
missions.0.soldiersLost=2: 8690
missions.1.completed: 5080
missions.1.anySoldierLost: 18974
missions.1.tasksDone=0: 7046
missions.1.tasksDone=1: 7874
missions.1.tasksDone=2: 5080
missions.1.soldiersLost=0: 1026
missions.1.soldiersLost=1: 2083
missions.1.soldiersLost=2: 16891
`

exports[`build/test/contract/kernels.test.js > TAP > xcom.mission.best: mission-best > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
completed: 3855
allCompleted: 3855
anySoldierLost: 19313
tasksDone=0: 1011
tasksDone=1: 6005
tasksDone=2: 9129
tasksDone=3: 3855
soldiersLost=0: 687
soldiersLost=1: 4068
soldiersLost=2: 7442
soldiersLost=3: 7803
rolls=0: 0
rolls=1: 0
rolls=2: 2862
rolls=3: 5025
rolls=4: 5763
rolls=5: 4037
rolls=6: 1804
rolls=7: 468
rolls=8: 41
rolls=9: 0
threat=2: 0
threat=3: 0
threat=4: 2862
threat=5: 5025
threat=6: 5763
threat=7: 4037
threat=8: 1804
threat=9: 468
threat=10: 41
threat=11: 0
missions.0.completed: 8838
missions.0.anySoldierLost: 16175
missions.0.tasksDone=0: 2083
missions.0.tasksDone=1: 9079
missions.0.tasksDone=2: 8838
missions.0.soldiersLost=0: 3825
missions.0.soldiersLost=1: 6302
missions.0.soldiersLost=2: 9873
missions.1.completed: 9073
missions.1.anySoldierLost: 16313
missions.1.tasksDone=0: 10927
missions.1.tasksDone=1: 9073
missions.1.soldiersLost=0: 3687
missions.1.soldiersLost=1: 16313
`

exports[`build/test/contract/kernels.test.js > TAP > xcom.orbital-defense: orbital-defense > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
cleared: 15735
exhausted: 8163
ufosLeft=0: 15735
ufosLeft=1: 3010
ufosLeft=2: 1255
rolls=0: 0
rolls=1: 6861
rolls=2: 8402
rolls=3: 3519
rolls=4: 1012
rolls=5: 174
rolls=6: 27
rolls=7: 4
rolls=8: 1
`

exports[`build/test/contract/kernels.test.js > TAP > xcom.orbital-defense: orbital-defense, five UFOs, two rolls at most > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
cleared: 1464
exhausted: 6866
ufosLeft=0: 1464
ufosLeft=1: 2905
ufosLeft=2: 5129
ufosLeft=3: 5602
ufosLeft=4: 3728
ufosLeft=5: 1172
rolls=0: 0
rolls=1: 2458
rolls=2: 17542
rolls=3: 0
rolls=4: 0
rolls=5: 0
rolls=6: 0
rolls=7: 0
rolls=8: 0
`

exports[`build/test/contract/kernels.test.js > TAP > xcom.orbital-defense.best: orbital-defense-best > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
cleared: 3787
exhausted: 15711
ufosLeft=0: 3787
ufosLeft=1: 5863
ufosLeft=2: 6345
ufosLeft=3: 4005
rolls=0: 0
rolls=1: 4937
rolls=2: 6676
rolls=3: 6781
rolls=4: 1606
rolls=5: 0
rolls=6: 0
rolls=7: 0
`

exports[`build/test/contract/kernels.test.js > TAP > xcom.research: research > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
completed: 11901
exhausted: 12147
rolls=0: 0
rolls=1: 2989
rolls=2: 7886
rolls=3: 5913
rolls=4: 2469
rolls=5: 623
rolls=6: 104
rolls=7: 14
rolls=8: 2
markers=0: 1286
markers=1: 2958
markers=2: 3855
markers=3: 11901
`

exports[`build/test/contract/kernels.test.js > TAP > xcom.research: research on a d8 of three successes, at most three rolls > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
completed: 3869
exhausted: 17188
rolls=0: 0
rolls=1: 7504
rolls=2: 7040
rolls=3: 5456
markers=0: 1333
markers=1: 3602
markers=2: 4535
markers=3: 3786
markers=4: 2875
markers=5: 3869
`

exports[`build/test/contract/kernels.test.js > TAP > xcom.research: research, five scientists and a bonus die, stopping past threat 4 > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
completed: 9370
exhausted: 13399
rolls=0: 0
rolls=1: 5197
rolls=2: 8793
rolls=3: 6010
rolls=4: 0
rolls=5: 0
rolls=6: 0
rolls=7: 0
markers=0: 518
markers=1: 1615
markers=2: 2585
markers=3: 2914
markers=4: 2998
markers=5: 9370
`

exports[`build/test/contract/kernels.test.js > TAP > xcom.research.best: research-best > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
completed: 11479
exhausted: 11114
rolls=0: 0
rolls=1: 3041
rolls=2: 9130
rolls=3: 5376
rolls=4: 1944
rolls=5: 454
rolls=6: 49
rolls=7: 6
rolls=8: 0
markers=0: 2276
markers=1: 2738
markers=2: 3507
markers=3: 11479
`

exports[`build/test/contract/kernels.test.js > TAP > xcom.round: round > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
anyContinentAtTrackEnd: 20000
allResearchCompleted: 15688
redSpaceReached: 2674
allMissionsCompleted: 13640
continentsAtTrackEnd=0: 0
continentsAtTrackEnd=1: 18362
continentsAtTrackEnd=2: 1638
baseDamageAfter=1: 17326
baseDamageAfter=2: 2674
scientistsExhausted=0: 11869
scientistsExhausted=1: 0
scientistsExhausted=2: 8131
satellitesExhausted=0: 8622
satellitesExhausted=1: 0
satellitesExhausted=2: 11378
interceptorsLost=0: 4562
interceptorsLost=1: 3989
interceptorsLost=2: 6113
interceptorsLost=3: 5336
soldiersKilled=0: 7175
soldiersKilled=1: 6519
soldiersKilled=2: 3278
soldiersKilled=3: 3028
continents.0.trackEnd: 20000
continents.0.cleared: 13790
continents.0.interceptorsLost: 9325
continents.0.panic=0: 0
continents.0.panic=1: 0
continents.0.panic=2: 0
continents.0.panic=3: 0
continents.0.panic=4: 0
continents.0.panic=5: 20000
continents.0.ufosLeft=0: 13790
continents.0.ufosLeft=1: 6210
continents.1.trackEnd: 1638
continents.1.cleared: 12242
continents.1.interceptorsLost: 11449
continents.1.panic=0: 0
continents.1.panic=1: 0
continents.1.panic=2: 7529
continents.1.panic=3: 6320
continents.1.panic=4: 4513
continents.1.panic=5: 1638
continents.1.ufosLeft=0: 12242
continents.1.ufosLeft=1: 5157
continents.1.ufosLeft=2: 2601
research.0.completed: 15688
research.0.exhausted: 8131
research.0.markers=0: 1259
research.0.markers=1: 3053
research.0.markers=2: 15688
research.0.rolls=0: 0
research.0.rolls=1: 6966
research.0.rolls=2: 8379
research.0.rolls=3: 3456
research.0.rolls=4: 998
research.0.rolls=5: 174
research.0.rolls=6: 21
research.0.rolls=7: 6
research.0.rolls=8: 0
orbit.0.cleared: 12351
orbit.0.exhausted: 11378
orbit.0.ufosLeft=0: 12351
orbit.0.ufosLeft=1: 5090
orbit.0.ufosLeft=2: 2559
orbit.0.rolls=0: 0
orbit.0.rolls=1: 4413
orbit.0.rolls=2: 7784
orbit.0.rolls=3: 4959
orbit.0.rolls=4: 2096
orbit.0.rolls=5: 590
orbit.0.rolls=6: 135
orbit.0.rolls=7: 21
orbit.0.rolls=8: 2
base.0.allDestroyed: 17326
base.0.anySoldierLost: 6306
base.0.baseDamage=0: 17326
base.0.baseDamage=1: 2674
base.0.soldiersLost=0: 13694
base.0.soldiersLost=1: 0
base.0.soldiersLost=2: 6306
base.0.rolls=0: 0
base.0.rolls=1: 9623
base.0.rolls=2: 7828
base.0.rolls=3: 2142
base.0.rolls=4: 346
base.0.rolls=5: 55
base.0.rolls=6: 4
base.0.rolls=7: 2
base.0.rolls=8: 0
base.0.rolls=9: 0
missions.0.completed: 13640
missions.0.anySoldierLost: 9547
missions.0.tasksDone=0: 6360
missions.0.tasksDone=1: 13640
missions.0.soldiersLost=0: 10453
missions.0.soldiersLost=1: 9547
`

exports[`build/test/contract/kernels.test.js > TAP > xcom.round: round, three continents, two research areas and two missions > (d) the seeded counts do not change > seed 42, 20000 trials 1`] = `
anyContinentAtTrackEnd: 20000
allResearchCompleted: 7585
redSpaceReached: 2706
allMissionsCompleted: 4992
continentsAtTrackEnd=0: 0
continentsAtTrackEnd=1: 20000
continentsAtTrackEnd=2: 0
continentsAtTrackEnd=3: 0
baseDamageAfter=1: 17294
baseDamageAfter=2: 2706
scientistsExhausted=0: 3691
scientistsExhausted=1: 4949
scientistsExhausted=2: 4836
scientistsExhausted=3: 6524
satellitesExhausted=0: 8718
satellitesExhausted=1: 0
satellitesExhausted=2: 11282
interceptorsLost=0: 2473
interceptorsLost=1: 11675
interceptorsLost=2: 1007
interceptorsLost=3: 4845
soldiersKilled=0: 802
soldiersKilled=1: 3124
soldiersKilled=2: 4283
soldiersKilled=3: 7260
soldiersKilled=4: 1862
soldiersKilled=5: 2669
continents.0.trackEnd: 20000
continents.0.cleared: 5799
continents.0.interceptorsLost: 16520
continents.0.panic=0: 0
continents.0.panic=1: 0
continents.0.panic=2: 0
continents.0.panic=3: 0
continents.0.panic=4: 0
continents.0.panic=5: 20000
continents.0.ufosLeft=0: 5799
continents.0.ufosLeft=1: 7784
continents.0.ufosLeft=2: 6417
continents.1.trackEnd: 0
continents.1.cleared: 17379
continents.1.interceptorsLost: 5852
continents.1.panic=0: 0
continents.1.panic=1: 0
continents.1.panic=2: 0
continents.1.panic=3: 17379
continents.1.panic=4: 2621
continents.1.panic=5: 0
continents.1.ufosLeft=0: 17379
continents.1.ufosLeft=1: 2621
continents.2.trackEnd: 0
continents.2.cleared: 0
continents.2.interceptorsLost: 0
continents.2.panic=0: 0
continents.2.panic=1: 12425
continents.2.panic=2: 5013
continents.2.panic=3: 2562
continents.2.panic=4: 0
continents.2.panic=5: 0
continents.2.ufosLeft=0: 0
continents.2.ufosLeft=1: 20000
research.0.completed: 12355
research.0.exhausted: 11360
research.0.markers=0: 2553
research.0.markers=1: 5092
research.0.markers=2: 12355
research.0.rolls=0: 0
research.0.rolls=1: 4300
research.0.rolls=2: 7826
research.0.rolls=3: 4912
research.0.rolls=4: 2116
research.0.rolls=5: 672
research.0.rolls=6: 147
research.0.rolls=7: 26
research.0.rolls=8: 1
research.1.completed: 12196
research.1.exhausted: 11473
research.1.markers=0: 2720
research.1.markers=1: 5084
research.1.markers=2: 12196
research.1.rolls=0: 0
research.1.rolls=1: 4500
research.1.rolls=2: 7799
research.1.rolls=3: 4848
research.1.rolls=4: 2094
research.1.rolls=5: 637
research.1.rolls=6: 104
research.1.rolls=7: 17
research.1.rolls=8: 1
orbit.0.cleared: 12425
orbit.0.exhausted: 11282
orbit.0.ufosLeft=0: 12425
orbit.0.ufosLeft=1: 5013
orbit.0.ufosLeft=2: 2562
orbit.0.rolls=0: 0
orbit.0.rolls=1: 4447
orbit.0.rolls=2: 7744
orbit.0.rolls=3: 4961
orbit.0.rolls=4: 2114
orbit.0.rolls=5: 585
orbit.0.rolls=6: 133
orbit.0.rolls=7: 16
orbit.0.rolls=8: 0
base.0.allDestroyed: 17294
base.0.anySoldierLost: 6410
base.0.baseDamage=0: 17294
base.0.baseDamage=1: 2706
base.0.soldiersLost=0: 13590
base.0.soldiersLost=1: 0
base.0.soldiersLost=2: 6410
base.0.rolls=0: 0
base.0.rolls=1: 9608
base.0.rolls=2: 7847
base.0.rolls=3: 2130
base.0.rolls=4: 360
base.0.rolls=5: 50
base.0.rolls=6: 4
base.0.rolls=7: 1
base.0.rolls=8: 0
base.0.rolls=9: 0
missions.0.completed: 10781
missions.0.anySoldierLost: 14968
missions.0.tasksDone=0: 2659
missions.0.tasksDone=1: 6560
missions.0.tasksDone=2: 10781
missions.0.soldiersLost=0: 5032
missions.0.soldiersLost=1: 4122
missions.0.soldiersLost=2: 10846
missions.1.completed: 9573
missions.1.anySoldierLost: 15629
missions.1.tasksDone=0: 10427
missions.1.tasksDone=1: 9573
missions.1.soldiersLost=0: 4371
missions.1.soldiersLost=1: 15629
`
