"""IRDAI standard exclusion texts (Chapter III of the 2020 standardisation master circular), verbatim,
and a few standard general conditions paraphrased per insurer in the wording modules."""

EXCL = {
 "Excl04": ("Investigation and Evaluation", [
   "a) Expenses related to any admission primarily for diagnostics and evaluation purposes only are excluded.",
   "b) Any diagnostic expenses which are not related or not incidental to the current diagnosis and treatment are excluded."]),
 "Excl05": ("Rest Cure, rehabilitation and respite care", [
   "a) Expenses related to any admission primarily for enforced bed rest and not for receiving treatment. This also includes:",
   "i. Custodial care either at home or in a nursing facility for personal care such as help with activities of daily living such as bathing, dressing, moving around either by skilled nurses or assistant or non-skilled persons.",
   "ii. Any services for people who are terminally ill to address physical, social, emotional and spiritual needs."]),
 "Excl06": ("Obesity/ Weight Control", [
   "Expenses related to the surgical treatment of obesity that does not fulfil all the below conditions:",
   "1) Surgery to be conducted is upon the advice of the Doctor",
   "2) The surgery/Procedure conducted should be supported by clinical protocols",
   "3) The member has to be 18 years of age or older and",
   "4) Body Mass Index (BMI); a) greater than or equal to 40 or b) greater than or equal to 35 in conjunction with any of the following severe co-morbidities following failure of less invasive methods of weight loss: i. Obesity-related cardiomyopathy ii. Coronary heart disease iii. Severe Sleep Apnea iv. Uncontrolled Type2 Diabetes"]),
 "Excl07": ("Change-of-Gender treatments", [
   "Expenses related to any treatment, including surgical management, to change characteristics of the body to those of the opposite sex."]),
 "Excl08": ("Cosmetic or plastic Surgery", [
   "Expenses for cosmetic or plastic surgery or any treatment to change appearance unless for reconstruction following an Accident, Burn(s) or Cancer or as part of medically necessary treatment to remove a direct and immediate health risk to the insured. For this to be considered a medical necessity, it must be certified by the attending Medical Practitioner."]),
 "Excl09": ("Hazardous or Adventure sports", [
   "Expenses related to any treatment necessitated due to participation as a professional in hazardous or adventure sports, including but not limited to, para-jumping, rock climbing, mountaineering, rafting, motor racing, horse racing or scuba diving, hand gliding, sky diving, deep-sea diving."]),
 "Excl10": ("Breach of law", [
   "Expenses for treatment directly arising from or consequent upon any Insured Person committing or attempting to commit a breach of law with criminal intent."]),
 "Excl11": ("Excluded Providers", [
   "Expenses incurred towards treatment in any hospital or by any Medical Practitioner or any other provider specifically excluded by the Insurer and disclosed in its website / notified to the policyholders are not admissible. However, in case of life threatening situations or following an accident, expenses up to the stage of stabilization are payable but not the complete claim."]),
 "Excl12": ("Alcoholism, drug or substance abuse", [
   "Treatment for, Alcoholism, drug or substance abuse or any addictive condition and consequences thereof."]),
 "Excl13": ("Health hydros, nature cure clinics, spas", [
   "Treatments received in heath hydros, nature cure clinics, spas or similar establishments or private beds registered as a nursing home attached to such establishments or where admission is arranged wholly or partly for domestic reasons."]),
 "Excl14": ("Dietary supplements", [
   "Dietary supplements and substances that can be purchased without prescription, including but not limited to Vitamins, minerals and organic substances unless prescribed by a medical practitioner as part of hospitalization claim or day care procedure."]),
 "Excl15": ("Refractive Error", [
   "Expenses related to the treatment for correction of eye sight due to refractive error less than 7.5 dioptres."]),
 "Excl16": ("Unproven Treatments", [
   "Expenses related to any unproven treatment, services and supplies for or in connection with any treatment. Unproven treatments are treatments, procedures or supplies that lack significant medical documentation to support their effectiveness."]),
 "Excl17": ("Sterility and Infertility", [
   "Expenses related to sterility and infertility. This includes:",
   "(i) Any type of contraception, sterilization",
   "(ii) Assisted Reproduction services including artificial insemination and advanced reproductive technologies such as IVF, ZIFT, GIFT, ICSI",
   "(iii) Gestational Surrogacy",
   "(iv) Reversal of sterilization"]),
 "Excl18": ("Maternity", [
   "i. Medical treatment expenses traceable to childbirth (including complicated deliveries and caesarean sections incurred during hospitalization) except ectopic pregnancy;",
   "ii. Expenses towards miscarriage (unless due to an accident) and lawful medical termination of pregnancy during the policy period."]),
}

EXCL03 = [
 "a) Expenses related to the treatment of any illness within 30 days from the first policy commencement date shall be excluded except claims arising due to an accident, provided the same are covered.",
 "b) This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than twelve months.",
 "c) The within referred waiting period is made applicable to the enhanced sum insured in the event of granting higher sum insured subsequently."]

MODERN = ["Uterine Artery Embolization and HIFU (High intensity focused ultrasound)",
          "Balloon Sinuplasty", "Deep Brain Stimulation", "Oral Chemotherapy", "Immunotherapy - Monoclonal Antibody to be given as injection",
          "Intra vitreal injections", "Robotic surgeries", "Stereotactic radio surgeries", "Bronchical Thermoplasty",
          "Vaporisation of the prostrate (Green laser treatment or holmium laser treatment)",
          "IONM - (Intra Operative Neuro Monitoring)", "Stem cell therapy: Hematopoietic stem cells for bone marrow transplant for haematological conditions to be covered"]
